#include "cart/repository.hpp"

#include <soci/soci.h>

#include "core/concat.hpp"
#include "db/optional.hpp"
#include "db/query.hpp"
#include "db/work.hpp"

namespace platform::cart {
namespace {

std::string ids_sql(const std::vector<long long>& ids) {
  std::string out;
  for (const auto id : ids) {
    if (!out.empty()) out += ',';
    out += std::to_string(id);
  }
  return out;
}

}  // namespace

const ParamValue* ChosenService::value_of(long long param_id) const {
  for (const auto& v : values) {
    if (v.param_id == param_id) return &v;
  }
  return nullptr;
}

namespace {

// The rows of a user's cart in two statements whatever the basket holds: the cart with its
// events, then its services with their param values. Every basket read runs them, so on
// PostgreSQL they are kept prepared per pooled connection (`kept`, Database::kept): parsing and
// planning them was most of PostgreSQL's work per read (decision 0017). On SQLite compiling is
// cheap and a kept statement could pin its connection's read snapshot, so they run once there.
class CartRows {
 public:
  CartRows(soci::session& s, bool kept = true)
      : cart_(db::statement(s,
                            "SELECT c.id, c.version, c.confirmed_order_id, c.confirmed_at,"
                            " e.event_id, e.count FROM carts c"
                            " LEFT JOIN cart_events e ON e.cart_id = c.id"
                            " WHERE c.user_id = :u ORDER BY e.id",
                            kept, soci::use(user_id_), soci::into(row_.id),
                            soci::into(row_.version), soci::into(row_.confirmed_order_id),
                            soci::into(row_.confirmed_at), soci::into(event_id_),
                            soci::into(count_))),
        services_(db::statement(
            s,
            "SELECT cs.id, cs.service_id, cs.checked, p.param_id, p.value, p.file_id, n.name,"
            " f.size FROM cart_services cs"
            " LEFT JOIN cart_service_params p ON p.cart_service_id = cs.id"
            " LEFT JOIN files f ON f.id = p.file_id"
            " LEFT JOIN file_names n ON n.file_id = p.file_id"
            " WHERE cs.cart_id = :c ORDER BY cs.id",
            kept, soci::use(row_.id), soci::into(service_row_id_), soci::into(service_id_),
            soci::into(checked_), soci::into(param_id_), soci::into(value_.value),
            soci::into(value_.file_id), soci::into(value_.file_name), soci::into(size_))) {}
  CartRows(const CartRows&) = delete;  // the statements hold the members' addresses
  CartRows& operator=(const CartRows&) = delete;

  Cart read(long long user_id) {
    user_id_ = user_id;
    row_ = Cart{};  // a kept statement leaves the last read's values when no row comes
    cart_.execute();
    while (cart_.fetch()) {
      if (event_id_) row_.events.push_back({*event_id_, count_.value_or(1)});
    }
    if (row_.id == 0) return Cart{};
    services_.execute();
    while (services_.fetch()) {
      if (row_.services.empty() || row_.services.back().id != service_row_id_) {
        row_.services.push_back({service_row_id_, service_id_, checked_ != 0, {}});
      }
      if (!param_id_) continue;  // a service without values
      value_.param_id = *param_id_;
      value_.file_size = size_.value_or(0);
      row_.services.back().values.push_back(value_);
    }
    return std::move(row_);
  }

 private:
  long long user_id_ = 0;
  Cart row_;
  std::optional<long long> event_id_;
  std::optional<int> count_;
  long long service_row_id_ = 0, service_id_ = 0;
  int checked_ = 0;
  std::optional<long long> param_id_, size_;
  ParamValue value_;
  soci::statement cart_, services_;
};

}  // namespace

Cart CartRepository::load(long long user_id) {
  db::Lease s(database_);
  if (database_.backend() == db::Backend::postgresql)
    return database_.kept<CartRows>(s).read(user_id);
  return CartRows(s, false).read(user_id);
}

Cart CartRepository::load(soci::session& s, long long user_id) {
  return CartRows(s, false).read(user_id);
}

std::vector<EventState> CartRepository::events(const std::vector<long long>& ids) {
  db::Lease s(database_);
  return events(s, ids);
}

std::vector<EventState> CartRepository::events(soci::session& s,
                                               const std::vector<long long>& ids) {
  std::vector<EventState> out;
  if (ids.empty()) return out;
  EventState e;
  int published = 0;
  soci::statement st =
      db::query(s,
                core::concat("SELECT id, code, name, type, date_start, published, places_left,"
                             " project_id FROM events WHERE id IN (",
                             ids_sql(ids), ") ORDER BY id"),
                soci::into(e.id), soci::into(e.code), soci::into(e.name), soci::into(e.type),
                soci::into(e.date_start), soci::into(published), soci::into(e.places_left),
                soci::into(e.project_id));
  st.execute();
  while (st.fetch()) {
    e.published = published != 0;
    out.push_back(e);
  }
  return out;
}

std::vector<Requirement> CartRepository::requirements(const std::vector<long long>& finals) {
  db::Lease s(database_);
  return requirements(s, finals);
}

std::vector<Requirement> CartRepository::requirements(soci::session& s,
                                                      const std::vector<long long>& finals) {
  std::vector<Requirement> out;
  if (finals.empty()) return out;
  Requirement r;
  soci::statement st = db::query(
      s,
      core::concat(
          "SELECT r.event_id, r.project_id, p.slug, p.title, r.count FROM event_requirements r"
          " JOIN projects p ON p.id = r.project_id WHERE r.event_id IN (",
          ids_sql(finals), ") ORDER BY r.event_id, r.id"),
      soci::into(r.final_event_id), soci::into(r.project_id), soci::into(r.project_code),
      soci::into(r.project_title), soci::into(r.count));
  st.execute();
  while (st.fetch()) out.push_back(r);
  return out;
}

std::vector<std::pair<long long, long long>> CartRepository::ordered_project_events(
    long long user_id) {
  db::Lease s(database_);
  return ordered_project_events(s, user_id);
}

std::vector<std::pair<long long, long long>> CartRepository::ordered_project_events(
    soci::session& s, long long user_id) {
  std::vector<std::pair<long long, long long>> out;
  long long event_id = 0, project_id = 0;
  soci::statement st =
      db::query(s,
                "SELECT DISTINCT e.id, e.project_id FROM orders o"
                " JOIN order_items i ON i.order_id = o.id JOIN events e ON e.id = i.event_id"
                " WHERE o.user_id = :u AND o.status <> 'cancelled' AND i.kind = 'event'"
                " AND e.type <> 'final' AND e.project_id IS NOT NULL",
                soci::use(user_id), soci::into(event_id), soci::into(project_id));
  st.execute();
  while (st.fetch()) out.emplace_back(event_id, project_id);
  return out;
}

void CartRepository::apply(long long user_id, const std::vector<EventChange>& events,
                           const std::vector<ServiceChange>& services) {
  db::Work s(database_);
  const std::string now = db::now_utc();
  // The cart row, created when missing.
  s << "INSERT INTO carts (user_id, version, updated_at) VALUES (:u, 0, :now)"
       " ON CONFLICT (user_id) DO NOTHING",
      soci::use(user_id), soci::use(now);
  s << "UPDATE carts SET version = version + 1, confirmed_order_id = NULL, confirmed_at = NULL,"
       " updated_at = :now WHERE user_id = :u",
      soci::use(now), soci::use(user_id);
  long long cart_id = 0;
  s << "SELECT id FROM carts WHERE user_id = :u", soci::use(user_id), soci::into(cart_id);
  for (const auto& e : events) {
    if (e.remove) {
      s << "DELETE FROM cart_events WHERE cart_id = :c AND event_id = :e", soci::use(cart_id),
          soci::use(e.event_id);
    } else {
      s << "INSERT INTO cart_events (cart_id, event_id, count, created_at) VALUES (:c, :e, :n, "
           ":now)"
           " ON CONFLICT (cart_id, event_id) DO UPDATE SET count = excluded.count",
          soci::use(cart_id), soci::use(e.event_id), soci::use(e.count), soci::use(now);
    }
  }
  for (const auto& c : services) {
    if (c.remove) {
      s << "DELETE FROM cart_services WHERE cart_id = :c AND service_id = :s", soci::use(cart_id),
          soci::use(c.service_id);
      continue;
    }
    s << "INSERT INTO cart_services (cart_id, service_id, checked, created_at) VALUES (:c, :s, 1, "
         ":now)"
         " ON CONFLICT (cart_id, service_id) DO NOTHING",
        soci::use(cart_id), soci::use(c.service_id), soci::use(now);
    if (c.checked) {
      const int checked = *c.checked ? 1 : 0;
      s << "UPDATE cart_services SET checked = :k WHERE cart_id = :c AND service_id = :s",
          soci::use(checked), soci::use(cart_id), soci::use(c.service_id);
    }
    long long cart_service_id = 0;
    s << "SELECT id FROM cart_services WHERE cart_id = :c AND service_id = :s", soci::use(cart_id),
        soci::use(c.service_id), soci::into(cart_service_id);
    for (const auto& p : c.params) {
      if (!p.value && !p.file_id) {
        s << "DELETE FROM cart_service_params WHERE cart_service_id = :c AND param_id = :p",
            soci::use(cart_service_id), soci::use(p.param_id);
        continue;
      }
      s << "INSERT INTO cart_service_params (cart_service_id, param_id, value, file_id)"
           " VALUES (:c, :p, :v, :f) ON CONFLICT (cart_service_id, param_id)"
           " DO UPDATE SET value = excluded.value, file_id = excluded.file_id",
          soci::use(cart_service_id), soci::use(p.param_id), soci::use(p.value),
          soci::use(p.file_id);
    }
  }
  s.commit();
}

std::vector<std::pair<std::string, std::string>> CartRepository::execution_formats() {
  db::Lease s(database_);
  std::vector<std::pair<std::string, std::string>> out;
  std::string code, title;
  soci::statement st = db::query(s, "SELECT code, title FROM execution_formats ORDER BY sort, id",
                                 soci::into(code), soci::into(title));
  st.execute();
  while (st.fetch()) out.emplace_back(code, title);
  return out;
}

bool CartRepository::execution_format_exists(const std::string& code) {
  db::Lease s(database_);
  long long n = 0;
  s << "SELECT COUNT(*) FROM execution_formats WHERE code = :c", soci::use(code), soci::into(n);
  return n > 0;
}

long long CartRepository::add_file(long long user_id, const std::string& path, long long size,
                                   const std::string& name) {
  db::Work s(database_);
  const std::string now = db::now_utc();
  long long id = 0;
  s << "INSERT INTO files (user_id, kind, path, size, content_type, created_at) VALUES (:u,"
       " 'service-param', :path, :size, 'application/pdf', :now) RETURNING id",
      soci::use(user_id), soci::use(path), soci::use(size), soci::use(now), soci::into(id);
  s << "INSERT INTO file_names (file_id, name) VALUES (:id, :name)", soci::use(id), soci::use(name);
  s.commit();
  return id;
}

std::optional<long long> CartRepository::param_file(long long user_id, long long service_id,
                                                    long long param_id) {
  db::Lease s(database_);
  std::optional<long long> file_id;
  s << "SELECT p.file_id FROM cart_service_params p"
       " JOIN cart_services cs ON cs.id = p.cart_service_id JOIN carts c ON c.id = cs.cart_id"
       " WHERE c.user_id = :u AND cs.service_id = :s AND p.param_id = :p",
      soci::use(user_id), soci::use(service_id), soci::use(param_id), soci::into(file_id);
  return s.got_data() ? file_id : std::nullopt;
}

std::optional<StoredFile> CartRepository::file(long long id) {
  db::Lease s(database_);
  StoredFile f;
  std::optional<std::string> name;
  s << "SELECT f.id, f.user_id, f.kind, f.path, f.content_type, f.size, n.name FROM files f"
       " LEFT JOIN file_names n ON n.file_id = f.id WHERE f.id = :id",
      soci::use(id), soci::into(f.id), soci::into(f.user_id), soci::into(f.kind),
      soci::into(f.path), soci::into(f.content_type), soci::into(f.size), soci::into(name);
  if (!s.got_data()) return std::nullopt;
  f.name = name.value_or("file.pdf");
  return f;
}

bool CartRepository::lock(soci::session& s, long long user_id) {
  soci::statement st =
      db::query(s, "UPDATE carts SET version = version WHERE user_id = :u", soci::use(user_id));
  st.execute(true);
  return st.get_affected_rows() > 0;
}

void CartRepository::clear_ordered(soci::session& s, long long user_id, long long order_id,
                                   const std::string& now) {
  long long cart_id = 0;
  s << "SELECT id FROM carts WHERE user_id = :u", soci::use(user_id), soci::into(cart_id);
  s << "DELETE FROM cart_events WHERE cart_id = :c", soci::use(cart_id);
  s << "DELETE FROM cart_services WHERE cart_id = :c AND checked = 1", soci::use(cart_id);
  s << "UPDATE carts SET version = version + 1, confirmed_order_id = :o, confirmed_at = :now,"
       " updated_at = :now2 WHERE id = :c",
      soci::use(order_id), soci::use(now), soci::use(now), soci::use(cart_id);
}

}  // namespace platform::cart
