#include "audit/repository.hpp"

#include <soci/soci.h>

#include <boost/json/serialize.hpp>

#include "db/optional.hpp"
#include "db/query.hpp"

namespace platform::audit {

void AuditRepository::record_change(db::Work& work, std::optional<std::int64_t> actor_id,
                                    std::string entity, std::int64_t entity_id, std::string action,
                                    const boost::json::value& before,
                                    const boost::json::value& after) {
  Entry e;
  e.actor_id = actor_id;
  e.entity = std::move(entity);
  e.entity_id = entity_id;
  e.action = std::move(action);
  if (!before.is_null()) e.before_json = boost::json::serialize(before);
  if (!after.is_null()) e.after_json = boost::json::serialize(after);
  e.created_at = db::now_utc();
  record(work, e);
}

void AuditRepository::record(db::Work& s, const Entry& e) {
  const std::optional<long long> actor =
      e.actor_id ? std::optional<long long>(*e.actor_id) : std::nullopt;
  const long long entity_id = e.entity_id;
  s << "INSERT INTO audit_log (actor_user_id, entity, entity_id, action, before_json, after_json,"
       " created_at) VALUES (:actor, :entity, :eid, :action, :before, :after, :created)",
      soci::use(actor), soci::use(e.entity), soci::use(entity_id), soci::use(e.action),
      soci::use(e.before_json), soci::use(e.after_json), soci::use(e.created_at);
}

std::vector<Entry> AuditRepository::of(const std::string& entity, std::int64_t entity_id) {
  db::Lease s(database_);
  const long long wanted = entity_id;
  std::vector<Entry> out;
  Entry e;
  long long id = 0;
  long long eid = 0;
  std::optional<long long> actor;
  std::optional<std::string> first_name, last_name;
  soci::statement st =
      db::query(s,
                "SELECT a.id, a.actor_user_id, u.email, u.first_name, u.last_name, a.entity,"
                " a.entity_id, a.action, a.before_json, a.after_json, a.created_at FROM audit_log a"
                " LEFT JOIN users u ON u.id = a.actor_user_id"
                " WHERE a.entity = :entity AND a.entity_id = :eid ORDER BY a.id DESC",
                soci::use(entity), soci::use(wanted), soci::into(id), soci::into(actor),
                soci::into(e.actor_email), soci::into(first_name), soci::into(last_name),
                soci::into(e.entity), soci::into(eid), soci::into(e.action),
                soci::into(e.before_json), soci::into(e.after_json), soci::into(e.created_at));
  st.execute();
  while (st.fetch()) {
    e.id = id;
    e.entity_id = eid;
    e.actor_id = actor ? std::optional<std::int64_t>(*actor) : std::nullopt;
    e.actor_name.reset();
    if (first_name || last_name) {
      std::string name = first_name.value_or("");
      if (!name.empty() && last_name && !last_name->empty()) name += ' ';
      name += last_name.value_or("");
      e.actor_name = std::move(name);
    }
    out.push_back(e);
  }
  return out;
}

}  // namespace platform::audit
