#include "catalog/admin_service.hpp"

#include <boost/json.hpp>

#include "catalog/admin_input.hpp"
#include "core/errors.hpp"
#include "db/database.hpp"

namespace platform::catalog {
namespace json = boost::json;

AdminPage AdminService::list(const Entity& e, const AdminListQuery& query) {
  return repository_.list(e, query);
}

json::object AdminService::get(const Entity& e, long long id) {
  auto row = repository_.find(e, id);
  if (!row) core::throw_not_found(e.not_found);
  return std::move(*row);
}

json::object AdminService::create(const Entity& e, const json::object& body,
                                  std::optional<std::int64_t> actor_id) {
  long long id = 0;
  {
    auto tx = repository_.begin();
    Input in = read_input(repository_, tx, e, body, 0);
    id = repository_.insert(tx, e, std::move(in), db::now_utc());
    tx.commit();
  }
  changed(e, id);
  const auto after = repository_.find(e, id);
  record(e, actor_id, id, "create", std::nullopt, after);
  return *after;
}

json::object AdminService::edit(const Entity& e, long long id, const json::object& body,
                                std::optional<std::int64_t> actor_id) {
  std::optional<json::object> before;
  {
    auto tx = repository_.begin();
    before = repository_.find(tx, e, id);
    if (!before) core::throw_not_found(e.not_found);
    // A partial body keeps the other fields (react-admin sends the whole record anyway).
    json::object merged = *before;
    for (const auto& [k, v] : body) merged[k] = v;
    Input in = read_input(repository_, tx, e, merged, id);
    repository_.update(tx, e, id, std::move(in), db::now_utc());
    tx.commit();
  }
  changed(e, id);
  const auto after = repository_.find(e, id);
  record(e, actor_id, id, "edit", before, after);
  return *after;
}

json::object AdminService::remove(const Entity& e, long long id, std::optional<std::int64_t> actor_id) {
  std::optional<json::object> before;
  {
    auto tx = repository_.begin();
    before = repository_.find(tx, e, id);
    if (!before) core::throw_not_found(e.not_found);
    for (const auto& used : e.used_by) {
      if (repository_.used(tx, used, id)) throw core::ApiError(core::ErrorKind::conflict, used.message);
    }
    repository_.remove(tx, e, id);
    tx.commit();
  }
  catalog_.invalidate();
  record(e, actor_id, id, "delete", before, std::nullopt);
  return *before;
}

json::object AdminService::set_published(const Entity& events, long long id, bool published,
                                         std::optional<std::int64_t> actor_id) {
  const auto before = repository_.find(events, id);
  if (!before) core::throw_not_found(events.not_found);
  repository_.set_published(id, published, db::now_utc());
  const auto after = repository_.find(events, id);
  catalog_.invalidate();
  record(events, actor_id, id, published ? "publish" : "unpublish", before, after);
  return *after;
}

void AdminService::changed(const Entity& e, long long id) {
  if (e.table == "events") repository_.reindex_event(id);
  catalog_.invalidate();  // the filters snapshot and every cached list, page and search
}

void AdminService::record(const Entity& e, std::optional<std::int64_t> actor_id, long long id,
                          const char* action, const std::optional<json::object>& before,
                          const std::optional<json::object>& after) {
  audit::Entry entry;
  entry.actor_id = actor_id;
  entry.entity = e.audit_name;
  entry.entity_id = id;
  entry.action = action;
  if (before) entry.before_json = json::serialize(*before);
  if (after) entry.after_json = json::serialize(*after);
  entry.created_at = db::now_utc();
  audit_.record(entry);
}

}  // namespace platform::catalog
