#include "catalog/admin_repository.hpp"

#include <algorithm>
#include <boost/json.hpp>

#include "catalog/dates.hpp"
#include "catalog/service.hpp"
#include "core/json_input.hpp"
#include "db/like.hpp"
#include "db/optional.hpp"
#include "db/query.hpp"

namespace platform::catalog {
namespace json = boost::json;

namespace {

// Runs a statement with positional text binds (:p0, :p1, ...), optionally into an id.
void run(soci::session& s, const std::string& sql, std::vector<FieldValue>& binds,
         long long* into = nullptr) {
  soci::statement st(s);
  for (auto& b : binds) st.exchange(soci::use(b));
  if (into) st.exchange(soci::into(*into));
  st.alloc();
  st.prepare(sql, soci::details::st_one_time_query);
  st.define_and_bind();
  st.execute(true);
}

long long count_of(soci::session& s, const std::string& sql, std::vector<FieldValue> binds) {
  long long n = 0;
  run(s, sql, binds, &n);
  return n;
}

std::string select_columns(const Entity& e) {
  std::string out = "CAST(id AS TEXT)";
  for (const auto& f : e.fields) {
    out += ", CAST(";
    out += f.column;
    out += " AS TEXT)";
  }
  if (e.timestamps) out += ", created_at, updated_at";
  return out;
}

json::value field_json(const Field& f, const FieldValue& v) {
  if (!v) return nullptr;
  switch (f.kind) {
    case FieldKind::integer:
    case FieldKind::ref:
      return std::stoll(*v);
    case FieldKind::number:
      return std::stod(*v);
    case FieldKind::flag:
      return *v == "1";
    case FieldKind::minutes:
      return json::value(clock_time(static_cast<int>(std::stoll(*v))));
    case FieldKind::strings:
    case FieldKind::pictures:
    case FieldKind::videos:
    case FieldKind::sections:
      return core::parse_json_or(*v, json::array());
    default:
      return json::value(*v);
  }
}

std::vector<json::object> read_rows(soci::session& s, const Entity& e, const std::string& tail,
                                    std::vector<FieldValue> binds) {
  // Every column as text so both backends answer the same types; JSON types come from the fields.
  const std::size_t n = e.fields.size() + 1 + (e.timestamps ? 2 : 0);
  std::vector<FieldValue> row(n);
  soci::statement st(s);
  for (auto& b : binds) st.exchange(soci::use(b));
  for (auto& c : row) st.exchange(soci::into(c));
  st.alloc();
  std::string sql = "SELECT ";
  sql += select_columns(e);
  sql += " FROM ";
  sql += e.table;
  sql += ' ';
  sql += tail;
  st.prepare(sql, soci::details::st_one_time_query);
  st.define_and_bind();
  st.execute(false);
  std::vector<json::object> out;
  while (st.fetch()) {
    json::object o;
    o["id"] = std::stoll(row[0].value_or("0"));
    for (std::size_t i = 0; i < e.fields.size(); ++i)
      o[e.fields[i].name] = field_json(e.fields[i], row[i + 1]);
    if (e.timestamps) {
      o["created_at"] = row[n - 2] ? json::value(*row[n - 2]) : json::value(nullptr);
      o["updated_at"] = row[n - 1] ? json::value(*row[n - 1]) : json::value(nullptr);
    }
    out.push_back(std::move(o));
  }
  for (const auto& rel : e.relations) {
    for (auto& o : out) {
      json::array ids;
      long long id = o["id"].as_int64(), ref = 0;
      soci::statement rs = db::query(s,
                                     "SELECT " + rel.ref_column + " FROM " + rel.table + " WHERE " +
                                         rel.own_column + " = :id ORDER BY " + rel.ref_column,
                                     soci::use(id), soci::into(ref));
      rs.execute();
      while (rs.fetch()) ids.push_back(ref);
      o[rel.name] = std::move(ids);
    }
  }
  return out;
}

// The WHERE clause of a list query and its binds (:p0, :p1, ... in order).
std::string where_of(const Entity& e, const AdminListQuery& q, std::vector<FieldValue>& binds) {
  const auto next_param = [&binds] { return ":p" + std::to_string(binds.size() - 1); };
  std::string where = "WHERE 1 = 1";
  if (!q.text.empty()) {
    // The first field (a code or slug) unless it is a reference, and the first text field.
    std::vector<const Field*> searched;
    if (e.fields[0].kind != FieldKind::ref) searched.push_back(&e.fields[0]);
    for (const auto& f : e.fields) {
      if (f.kind == FieldKind::text && &f != &e.fields[0]) {
        searched.push_back(&f);
        break;
      }
    }
    if (searched.empty()) searched.push_back(&e.fields[0]);
    where += " AND (";
    bool first = true;
    for (const auto& pattern : db::like_patterns(q.text)) {
      for (const auto* field : searched) {
        binds.emplace_back(pattern);
        if (!first) where += " OR ";
        first = false;
        where += "CAST(";
        where += field->column;
        where += " AS TEXT) LIKE ";
        where += next_param();
        where += " ESCAPE '\\'";
      }
    }
    where += ')';
  }
  if (q.ids) {
    std::string ids;
    for (const auto id : *q.ids) {
      binds.emplace_back(std::to_string(id));
      if (!ids.empty()) ids += ", ";
      ids += "CAST(" + next_param() + " AS BIGINT)";
    }
    where += ids.empty() ? " AND 1 = 0" : " AND id IN (" + ids + ")";
  }
  for (const auto& [field, value] : q.equals) {
    binds.emplace_back(value);
    where += " AND CAST(" + field->column + " AS TEXT) = " + next_param();
  }
  return where;
}

}  // namespace

AdminPage AdminRepository::list(const Entity& e, const AdminListQuery& q) {
  std::vector<FieldValue> binds;
  const std::string where = where_of(e, q, binds);
  db::Lease s(database_);
  AdminPage page;
  page.total = count_of(s, "SELECT COUNT(*) FROM " + e.table + " " + where, binds);
  std::string tail = where;
  tail += " ORDER BY ";
  tail += q.sort ? q.sort->column : std::string("id");
  if (q.descending) tail += " DESC";
  binds.emplace_back(std::to_string(q.limit));
  tail += ", id LIMIT CAST(:p" + std::to_string(binds.size() - 1) + " AS BIGINT)";
  binds.emplace_back(std::to_string(q.offset));
  tail += " OFFSET CAST(:p" + std::to_string(binds.size() - 1) + " AS BIGINT)";
  page.rows = read_rows(s, e, tail, binds);
  return page;
}

namespace {

std::optional<json::object> find_in(soci::session& s, const Entity& e, long long id) {
  auto rows = read_rows(s, e, "WHERE id = :p0", {std::to_string(id)});
  if (rows.empty()) return std::nullopt;
  return std::move(rows[0]);
}

}  // namespace

std::optional<json::object> AdminRepository::find(const Entity& e, long long id) {
  db::Lease s(database_);
  return find_in(s, e, id);
}

std::optional<json::object> AdminRepository::find(Transaction& tx, const Entity& e, long long id) {
  return find_in(tx.session(), e, id);
}

bool AdminRepository::exists(Transaction& tx, const std::string& table, long long id) {
  return count_of(tx.session(), "SELECT COUNT(*) FROM " + table + " WHERE id = :p0",
                  {std::to_string(id)}) > 0;
}

bool AdminRepository::taken(Transaction& tx, const Entity& e, const Field& f,
                            const std::string& value, long long own_id,
                            const std::optional<std::pair<std::string, std::string>>& within) {
  std::string sql =
      "SELECT COUNT(*) FROM " + e.table + " WHERE " + f.column + " = :p0 AND id <> :p1";
  std::vector<FieldValue> binds{value, std::to_string(own_id)};
  if (within) {
    sql += " AND CAST(" + within->first + " AS TEXT) = :p2";
    binds.emplace_back(within->second);
  }
  return count_of(tx.session(), sql, std::move(binds)) > 0;
}

std::optional<std::string> AdminRepository::event_type(Transaction& tx, long long event_id) {
  std::string type;
  tx.session() << "SELECT type FROM events WHERE id = :id", soci::use(event_id), soci::into(type);
  if (!tx.session().got_data()) return std::nullopt;
  return type;
}

bool AdminRepository::has_requirements(Transaction& tx, long long event_id) {
  return count_of(tx.session(), "SELECT COUNT(*) FROM event_requirements WHERE event_id = :p0",
                  {std::to_string(event_id)}) > 0;
}

bool AdminRepository::requirement_exists(Transaction& tx, long long event_id, long long project_id,
                                         long long own_id) {
  return count_of(
             tx.session(),
             "SELECT COUNT(*) FROM event_requirements WHERE event_id = :p0 AND project_id = :p1"
             " AND id <> :p2",
             {std::to_string(event_id), std::to_string(project_id), std::to_string(own_id)}) > 0;
}

bool AdminRepository::used(Transaction& tx, const UsedBy& used, long long id) {
  return count_of(tx.session(),
                  "SELECT COUNT(*) FROM " + used.table + " WHERE " + used.column + " = :p0",
                  {std::to_string(id)}) > 0;
}

long long AdminRepository::insert(Transaction& tx, const Entity& e, Input in,
                                  const std::string& now) {
  std::string columns, params;
  for (std::size_t i = 0; i < e.fields.size(); ++i) {
    if (i) {
      columns += ", ";
      params += ", ";
    }
    columns += e.fields[i].column;
    params += ":p" + std::to_string(i);
  }
  if (e.timestamps) {
    in.values.emplace_back(now);
    in.values.emplace_back(now);
    columns += ", created_at, updated_at";
    params +=
        ", :p" + std::to_string(e.fields.size()) + ", :p" + std::to_string(e.fields.size() + 1);
  }
  long long id = 0;
  run(tx.session(),
      "INSERT INTO " + e.table + " (" + columns + ") VALUES (" + params + ") RETURNING id",
      in.values, &id);
  write_relations(tx.session(), e, id, in);
  return id;
}

void AdminRepository::update(Transaction& tx, const Entity& e, long long id, Input in,
                             const std::string& now) {
  std::string sets;
  for (std::size_t i = 0; i < e.fields.size(); ++i) {
    if (i) sets += ", ";
    sets += e.fields[i].column + " = :p" + std::to_string(i);
  }
  if (e.timestamps) {
    in.values.emplace_back(now);
    sets += ", updated_at = :p" + std::to_string(e.fields.size());
  }
  in.values.emplace_back(std::to_string(id));
  run(tx.session(),
      "UPDATE " + e.table + " SET " + sets + " WHERE id = :p" +
          std::to_string(in.values.size() - 1),
      in.values);
  write_relations(tx.session(), e, id, in);
}

void AdminRepository::remove(Transaction& tx, const Entity& e, long long id) {
  auto& s = tx.session();
  for (const auto& rel : e.relations) {
    s << "DELETE FROM " + rel.table + " WHERE " + rel.own_column + " = :id", soci::use(id);
  }
  if (e.table == "events" && database_.backend() == db::Backend::sqlite) {
    s << "DELETE FROM event_fts WHERE rowid = :id", soci::use(id);
  }
  s << "DELETE FROM " + e.table + " WHERE id = :id", soci::use(id);
}

void AdminRepository::set_published(Transaction& s, long long event_id, bool published,
                                    const std::string& now) {
  const int flag = published ? 1 : 0;
  s << "UPDATE events SET published = :flag, updated_at = :now WHERE id = :id", soci::use(flag),
      soci::use(now), soci::use(event_id);
}

void AdminRepository::set_photo(Transaction& s, long long event_id, const std::string& photo,
                                const std::string& now) {
  s << "UPDATE events SET photo = :photo, updated_at = :now WHERE id = :id", soci::use(photo),
      soci::use(now), soci::use(event_id);
}

bool AdminRepository::photo_in_use(const std::string& hash) {
  db::Lease s(database_);
  return count_of(s, "SELECT COUNT(*) FROM events WHERE photo LIKE :p0", {"%/photo?v=" + hash}) > 0;
}

void AdminRepository::add_file(std::optional<std::int64_t> user_id, const std::string& kind,
                               const std::string& path, std::int64_t size,
                               const std::string& content_type, const std::string& now) {
  db::Lease s(database_);
  const std::optional<long long> user = user_id ? std::optional<long long>(*user_id) : std::nullopt;
  const long long bytes = size;
  s << "INSERT INTO files (user_id, kind, path, size, content_type, created_at)"
       " VALUES (:user, :kind, :path, :size, :type, :now)",
      soci::use(user), soci::use(kind), soci::use(path), soci::use(bytes), soci::use(content_type),
      soci::use(now);
}

void AdminRepository::remove_file(const std::string& path) {
  db::Lease s(database_);
  s << "DELETE FROM files WHERE path = :path", soci::use(path);
}

void AdminRepository::reindex_events_of(Transaction& tx, const std::string& table, long long id) {
  if (table == "events") return index_events(tx, database_.backend(), {id});
  // The rows whose names an event's search labels hold (catalog::index_events).
  std::string sql;
  if (table == "creative_types") {
    sql = "SELECT event_id FROM event_creative_types WHERE creative_type_id = :id";
  } else if (table == "cities" || table == "places" || table == "projects") {
    sql = "SELECT id FROM events WHERE ";
    sql += table == "cities" ? "city_id" : table == "places" ? "place_id" : "project_id";
    sql += " = :id";
  } else {
    return;
  }
  std::vector<long long> ids;
  {
    long long event_id = 0;
    soci::statement st = db::query(tx, sql, soci::use(id), soci::into(event_id));
    st.execute();
    while (st.fetch()) ids.push_back(event_id);
  }
  if (!ids.empty()) index_events(tx, database_.backend(), ids);
}

void AdminRepository::write_relations(soci::session& s, const Entity& e, long long id,
                                      const Input& in) {
  for (std::size_t r = 0; r < e.relations.size(); ++r) {
    const auto& rel = e.relations[r];
    s << "DELETE FROM " + rel.table + " WHERE " + rel.own_column + " = :id", soci::use(id);
    for (long long ref : in.relations[r]) {
      s << "INSERT INTO " + rel.table + " (" + rel.own_column + ", " + rel.ref_column +
               ") VALUES (:a, :b)",
          soci::use(id), soci::use(ref);
    }
  }
  // An event's city is its venue's; a venue moved to another city moves its events.
  if (e.table == "events") {
    s << "UPDATE events SET city_id = (SELECT p.city_id FROM places p WHERE p.id = events.place_id)"
         " WHERE id = :id",
        soci::use(id);
  }
  if (e.table == "places") {
    const auto city = in.values[static_cast<std::size_t>(e.field("city_id") - e.fields.data())];
    s << "UPDATE events SET city_id = :c WHERE place_id = :id", soci::use(city), soci::use(id);
  }
}

}  // namespace platform::catalog
