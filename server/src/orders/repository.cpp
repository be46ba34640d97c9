#include "orders/repository.hpp"

#include <soci/soci.h>

#include <map>

#include "core/concat.hpp"
#include "db/like.hpp"
#include "db/optional.hpp"
#include "db/query.hpp"

namespace platform::orders {
namespace {

constexpr const char* kColumns =
    "o.id, o.number, o.user_id, o.status, o.total, o.manager_id, o.cancel_reason, o.confirm_key,"
    " o.created_at, o.updated_at, u.first_name, u.last_name, u.email, u.phone,"
    " m.first_name, m.last_name";

constexpr const char* kFrom =
    " FROM orders o JOIN users u ON u.id = o.user_id LEFT JOIN users m ON m.id = o.manager_id";

struct Row {
  Order o;
  std::optional<std::string> manager_first, manager_last;
};

void bind(soci::statement& st, Row& r) {
  st.exchange(soci::into(r.o.id));
  st.exchange(soci::into(r.o.number));
  st.exchange(soci::into(r.o.user_id));
  st.exchange(soci::into(r.o.status));
  st.exchange(soci::into(r.o.total));
  st.exchange(soci::into(r.o.manager_id));
  st.exchange(soci::into(r.o.cancel_reason));
  st.exchange(soci::into(r.o.confirm_key));
  st.exchange(soci::into(r.o.created_at));
  st.exchange(soci::into(r.o.updated_at));
  st.exchange(soci::into(r.o.first_name));
  st.exchange(soci::into(r.o.last_name));
  st.exchange(soci::into(r.o.email));
  st.exchange(soci::into(r.o.phone));
  st.exchange(soci::into(r.manager_first));
  st.exchange(soci::into(r.manager_last));
}

// Runs "SELECT kColumns kFrom <tail>" with string binds in order.
std::vector<Order> select(soci::session& s, const std::string& tail,
                          const std::vector<std::string>& binds) {
  std::vector<Order> out;
  Row r;
  soci::statement st(s);
  bind(st, r);
  for (const auto& b : binds) st.exchange(soci::use(b));
  st.alloc();
  st.prepare(core::concat("SELECT ", kColumns, kFrom, " ", tail), soci::details::st_one_time_query);
  st.define_and_bind();
  st.execute();
  while (st.fetch()) {
    Order o = r.o;
    if (o.manager_id)
      o.manager_name = core::concat(r.manager_last.value_or(""), " ", r.manager_first.value_or(""));
    out.push_back(std::move(o));
    r = Row{};
  }
  return out;
}

std::string ids_sql(const std::vector<Order>& orders) {
  std::string out;
  for (const auto& o : orders) {
    if (!out.empty()) out += ',';
    out += std::to_string(o.id);
  }
  return out;
}

struct Where {
  std::string sql;
  std::vector<std::string> binds;
};

Where where_of(const ListQuery& q) {
  Where w;
  w.sql = " WHERE 1 = 1";
  const auto add = [&w](const std::string& condition, const std::string& value) {
    w.binds.push_back(value);
    std::string c = condition;
    c.replace(c.find('?'), 1, core::concat(":p", std::to_string(w.binds.size() - 1)));
    w.sql.append(" AND ").append(c);
  };
  if (q.status) add("o.status = ?", *q.status);
  if (q.event_id) {
    add("EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.event_id = CAST(? AS "
        "BIGINT))",
        std::to_string(*q.event_id));
  }
  if (q.city_id) {
    add("EXISTS (SELECT 1 FROM order_items i JOIN events e ON e.id = i.event_id WHERE i.order_id = "
        "o.id"
        " AND e.city_id = CAST(? AS BIGINT))",
        std::to_string(*q.city_id));
  }
  if (q.date_from) add("o.created_at >= ?", *q.date_from + "T00:00:00Z");
  if (q.date_to) add("o.created_at <= ?", *q.date_to + "T23:59:59Z");
  if (q.unassigned)
    w.sql += " AND o.manager_id IS NULL";
  else if (q.manager_id)
    add("o.manager_id = CAST(? AS BIGINT)", std::to_string(*q.manager_id));
  if (q.visible_to_manager) {
    add("(o.manager_id IS NULL OR o.manager_id = CAST(? AS BIGINT))",
        std::to_string(*q.visible_to_manager));
  }
  if (!q.q.empty()) {
    const std::string pattern = db::like_containing(q.q);
    // Two placeholders, two binds: PostgreSQL numbers every occurrence of a name on its own.
    w.binds.push_back(pattern);
    const std::string p1 = core::concat(":p", std::to_string(w.binds.size() - 1));
    w.binds.push_back(pattern);
    const std::string p2 = core::concat(":p", std::to_string(w.binds.size() - 1));
    w.sql.append(core::concat(" AND (o.number LIKE ", p1, " ESCAPE '\\' OR u.search_text LIKE ", p2,
                              " ESCAPE '\\')"));
  }
  return w;
}

}  // namespace

std::vector<std::pair<long long, int>> OrderRepository::event_counts(soci::session& s,
                                                                     long long order_id) {
  std::vector<std::pair<long long, int>> items;
  long long event_id = 0;
  int count = 0;
  soci::statement st = db::query(s,
                                 "SELECT event_id, count FROM order_items WHERE order_id = :o"
                                 " AND kind = 'event' AND event_id IS NOT NULL ORDER BY event_id",
                                 soci::use(order_id), soci::into(event_id), soci::into(count));
  st.execute();
  while (st.fetch()) items.emplace_back(event_id, count);
  return items;
}

long long OrderRepository::next_sequence(soci::session& s, int year) {
  s << "INSERT INTO order_counters (year, last) VALUES (:y, 0) ON CONFLICT (year) DO NOTHING",
      soci::use(year);
  s << "UPDATE order_counters SET last = last + 1 WHERE year = :y", soci::use(year);
  long long last = 0;
  s << "SELECT last FROM order_counters WHERE year = :y", soci::use(year), soci::into(last);
  return last;
}

void OrderRepository::insert(soci::session& s, Order& o) {
  s << "INSERT INTO orders (number, user_id, status, total, manager_id, cancel_reason, confirm_key,"
       " created_at, updated_at) VALUES (:number, :user, :status, :total, :manager, :reason, :key,"
       " :created, :updated) RETURNING id",
      soci::use(o.number), soci::use(o.user_id), soci::use(o.status), soci::use(o.total),
      soci::use(o.manager_id), soci::use(o.cancel_reason), soci::use(o.confirm_key),
      soci::use(o.created_at), soci::use(o.updated_at), soci::into(o.id);
  for (auto& i : o.items) {
    s << "INSERT INTO order_items (order_id, sort, kind, event_id, service_id, code, name, price, "
         "count,"
         " amount, details_json, params_json) VALUES (:o, :sort, :kind, :event, :service, :code, "
         ":name,"
         " :price, :count, :amount, :details, :params) RETURNING id",
        soci::use(o.id), soci::use(i.sort), soci::use(i.kind), soci::use(i.event_id),
        soci::use(i.service_id), soci::use(i.code), soci::use(i.name), soci::use(i.price),
        soci::use(i.count), soci::use(i.amount), soci::use(i.details_json),
        soci::use(i.params_json), soci::into(i.id);
  }
}

void OrderRepository::add_file(soci::session& s, long long order_id, long long file_id) {
  s << "INSERT INTO order_files (order_id, file_id) VALUES (:o, :f) ON CONFLICT DO NOTHING",
      soci::use(order_id), soci::use(file_id);
}

void OrderRepository::add_history(soci::session& s, long long order_id, const std::string& status,
                                  const std::optional<std::string>& reason,
                                  std::optional<long long> actor, const std::string& now) {
  s << "INSERT INTO order_status_history (order_id, status, reason, actor_user_id, created_at)"
       " VALUES (:o, :s, :r, :a, :t)",
      soci::use(order_id), soci::use(status), soci::use(reason), soci::use(actor), soci::use(now);
}

void OrderRepository::set_status(soci::session& s, long long order_id, const std::string& status,
                                 const std::optional<std::string>& cancel_reason,
                                 const std::string& now) {
  s << "UPDATE orders SET status = :s, cancel_reason = :r, updated_at = :t WHERE id = :id",
      soci::use(status), soci::use(cancel_reason), soci::use(now), soci::use(order_id);
}

std::optional<std::string> OrderRepository::status_for_update(soci::session& s, db::Backend backend,
                                                              long long order_id) {
  std::string status;
  const std::string lock = backend == db::Backend::postgresql ? " FOR UPDATE" : "";
  s << core::concat("SELECT status FROM orders WHERE id = :id", lock), soci::use(order_id),
      soci::into(status);
  if (!s.got_data()) return std::nullopt;
  return status;
}

void OrderRepository::fill(soci::session& s, std::vector<Order>& orders, bool details) {
  if (orders.empty()) return;
  std::map<long long, Order*> by_id;
  for (auto& o : orders) by_id[o.id] = &o;
  const std::string ids = ids_sql(orders);
  {
    long long order_id = 0;
    Item i;
    soci::statement st = db::query(
        s,
        core::concat(
            "SELECT order_id, id, sort, kind, event_id, service_id, code, name, price, count,"
            " amount, details_json, params_json FROM order_items WHERE order_id IN (",
            ids, ") ORDER BY order_id, sort, id"),
        soci::into(order_id), soci::into(i.id), soci::into(i.sort), soci::into(i.kind),
        soci::into(i.event_id), soci::into(i.service_id), soci::into(i.code), soci::into(i.name),
        soci::into(i.price), soci::into(i.count), soci::into(i.amount), soci::into(i.details_json),
        soci::into(i.params_json));
    st.execute();
    while (st.fetch()) by_id[order_id]->items.push_back(i);
  }
  {
    long long order_id = 0;
    std::string city;
    soci::statement st =
        db::query(s,
                  core::concat("SELECT DISTINCT i.order_id, c.name FROM order_items i JOIN "
                               "events e ON e.id = i.event_id"
                               " JOIN cities c ON c.id = e.city_id WHERE i.order_id IN (",
                               ids, ") ORDER BY c.name"),
                  soci::into(order_id), soci::into(city));
    st.execute();
    while (st.fetch()) by_id[order_id]->cities.push_back(city);
  }
  if (!details) return;
  {
    long long order_id = 0;
    HistoryEntry h;
    std::optional<std::string> first, last;
    soci::statement st = db::query(
        s,
        core::concat(
            "SELECT h.order_id, h.status, h.reason, h.actor_user_id, a.first_name, a.last_name,"
            " h.created_at FROM order_status_history h LEFT JOIN users a ON a.id = h.actor_user_id"
            " WHERE h.order_id IN (",
            ids, ") ORDER BY h.order_id, h.id"),
        soci::into(order_id), soci::into(h.status), soci::into(h.reason), soci::into(h.actor_id),
        soci::into(first), soci::into(last), soci::into(h.created_at));
    st.execute();
    while (st.fetch()) {
      HistoryEntry e = h;
      if (e.actor_id) e.actor_name = core::concat(last.value_or(""), " ", first.value_or(""));
      by_id[order_id]->history.push_back(std::move(e));
    }
  }
  {
    long long order_id = 0;
    Comment c;
    std::string first, last;
    soci::statement st = db::query(
        s,
        core::concat("SELECT c.order_id, c.id, c.author_user_id, a.first_name, a.last_name, c.text,"
                     " c.created_at FROM order_comments c JOIN users a ON a.id = c.author_user_id"
                     " WHERE c.order_id IN (",
                     ids, ") ORDER BY c.order_id, c.id"),
        soci::into(order_id), soci::into(c.id), soci::into(c.author_id), soci::into(first),
        soci::into(last), soci::into(c.text), soci::into(c.created_at));
    st.execute();
    while (st.fetch()) {
      Comment x = c;
      x.author_name = core::concat(last, " ", first);
      by_id[order_id]->comments.push_back(std::move(x));
    }
  }
}

std::optional<Order> OrderRepository::find(long long id) {
  db::Lease s(database_);
  return find(s, id);
}

std::optional<Order> OrderRepository::find(soci::session& s, long long id) {
  auto rows = select(s, "WHERE o.id = CAST(:p0 AS BIGINT)", {std::to_string(id)});
  if (rows.empty()) return std::nullopt;
  fill(s, rows, true);
  return std::move(rows[0]);
}

std::optional<Order> OrderRepository::find_by_number(const std::string& number) {
  db::Lease s(database_);
  auto rows = select(s, "WHERE o.number = :p0", {number});
  if (rows.empty()) return std::nullopt;
  fill(s, rows, true);
  return std::move(rows[0]);
}

std::vector<Order> OrderRepository::of_user(long long user_id) {
  db::Lease s(database_);
  auto rows =
      select(s, "WHERE o.user_id = CAST(:p0 AS BIGINT) ORDER BY o.created_at DESC, o.id DESC",
             {std::to_string(user_id)});
  fill(s, rows, true);
  return rows;
}

std::vector<Order> OrderRepository::list(const ListQuery& q, bool with_items) {
  static const std::map<std::string, std::string> columns = {{"id", "o.id"},
                                                             {"number", "o.number"},
                                                             {"created_at", "o.created_at"},
                                                             {"total", "o.total"},
                                                             {"status", "o.status"}};
  const auto column = columns.count(q.sort) ? columns.at(q.sort) : std::string("o.created_at");
  const std::string dir = q.descending ? " DESC" : " ASC";
  Where w = where_of(q);
  const auto next = [&w](long long value) {
    w.binds.push_back(std::to_string(value));
    return core::concat("CAST(:p", std::to_string(w.binds.size() - 1), " AS BIGINT)");
  };
  const std::string limit = next(q.limit);
  const std::string offset = next(q.offset);
  db::Lease s(database_);
  auto rows = select(s,
                     core::concat(w.sql, " ORDER BY ", column, dir, ", o.id", dir, " LIMIT ", limit,
                                  " OFFSET ", offset),
                     w.binds);
  if (with_items) fill(s, rows, false);
  return rows;
}

long long OrderRepository::count(const ListQuery& q) {
  const Where w = where_of(q);
  db::Lease s(database_);
  long long n = 0;
  soci::statement st(s);
  st.exchange(soci::into(n));
  for (const auto& b : w.binds) st.exchange(soci::use(b));
  st.alloc();
  st.prepare(core::concat("SELECT COUNT(*)", kFrom, w.sql), soci::details::st_one_time_query);
  st.define_and_bind();
  st.execute(true);
  return n;
}

void OrderRepository::set_manager(soci::session& s, long long order_id,
                                  std::optional<long long> manager_id, const std::string& now) {
  s << "UPDATE orders SET manager_id = :m, updated_at = :t WHERE id = :id", soci::use(manager_id),
      soci::use(now), soci::use(order_id);
}

void OrderRepository::add_comment(soci::session& s, long long order_id, long long author_id,
                                  const std::string& text, const std::string& now) {
  s << "INSERT INTO order_comments (order_id, author_user_id, text, created_at) VALUES (:o, :a, "
       ":t, :n)",
      soci::use(order_id), soci::use(author_id), soci::use(text), soci::use(now);
}

bool OrderRepository::has_file(long long order_id, long long file_id) {
  db::Lease s(database_);
  long long n = 0;
  s << "SELECT COUNT(*) FROM order_files WHERE order_id = :o AND file_id = :f", soci::use(order_id),
      soci::use(file_id), soci::into(n);
  return n > 0;
}

std::vector<Manager> OrderRepository::managers() {
  db::Lease s(database_);
  std::vector<Manager> out;
  std::map<long long, std::size_t> index;
  long long id = 0;
  std::string first, last, email, role;
  soci::statement st = db::query(
      s,
      "SELECT u.id, u.first_name, u.last_name, u.email, r.role_code FROM users u"
      " JOIN user_roles r ON r.user_id = u.id WHERE r.role_code IN ('ManagerOrders',"
      " 'ManagerOrdersSenior') AND u.deleted_at IS NULL AND u.blocked_at IS NULL"
      " ORDER BY u.last_name, u.first_name, u.id, r.role_code",
      soci::into(id), soci::into(first), soci::into(last), soci::into(email), soci::into(role));
  st.execute();
  while (st.fetch()) {
    auto it = index.find(id);
    if (it == index.end()) {
      index[id] = out.size();
      out.push_back({id, core::concat(last, " ", first), email, {role}});
    } else {
      out[it->second].roles.push_back(role);
    }
  }
  return out;
}

}  // namespace platform::orders
