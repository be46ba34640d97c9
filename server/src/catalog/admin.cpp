#include "catalog/admin.hpp"

#include <soci/soci.h>

#include <boost/json.hpp>
#include <charconv>
#include <set>

#include "catalog/dates.hpp"
#include "catalog/seed.hpp"
#include "core/json_input.hpp"
#include "core/validation.hpp"
#include "db/optional.hpp"

namespace platform::catalog {
namespace json = boost::json;
using auth::Access;
using auth::Principal;
using http::Verb;
using Value = std::optional<std::string>;

std::optional<std::string> check_slug(std::string_view v) {
  if (v.empty() || v.size() > 100) return "Должно быть от 1 до 100 символов";
  for (const char c : v) {
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) {
      return "Допустимы строчные латинские буквы, цифры и дефис";
    }
  }
  if (v.front() == '-' || v.back() == '-') return "Не может начинаться или заканчиваться дефисом";
  return std::nullopt;
}

namespace {

enum class Kind { slug, text, integer, number, flag, colour, date, time, ref, choice, strings };

struct Field {
  std::string name;    // JSON name
  std::string column;  // SQL column
  Kind kind;
  bool required = false;
  std::size_t max = 200;
  std::string ref;     // ref: the table; choice: values separated by '|'
  bool unique = false;
};

// A many-to-many list of ids: JSON `name` is an array of ids of `ref`, stored in `table`.
struct Relation {
  std::string name, table, own_column, ref_column, ref;
};

// A table whose rows point at this one: deleting is refused while any does.
struct UsedBy {
  std::string table, column, message;
};

struct Entity {
  std::string resource;  // URL: /api/admin/{resource}
  std::string table;
  std::string section;
  std::string audit_name;
  std::string not_found;
  std::vector<Field> fields;
  std::vector<Relation> relations;
  std::vector<UsedBy> used_by;
  bool timestamps = false;  // created_at / updated_at
  bool handbook = true;     // a handbook (every admin change drops the catalogue caches anyway)
};

const std::vector<Entity>& entities() {
  static const std::vector<Entity> list = {
      {"regions", "regions", "regions", "region", "Регион не найден",
       {{"code", "code", Kind::slug, true, 100, "", true}, {"name", "name", Kind::text, true}},
       {}, {{"cities", "region_id", "Регион нельзя удалить: в нём есть города"}}},
      {"cities", "cities", "cities", "city", "Город не найден",
       {{"slug", "slug", Kind::slug, true, 100, "", true},
        {"name", "name", Kind::text, true},
        {"name_in", "name_in", Kind::text, true},
        {"region_id", "region_id", Kind::ref, true, 0, "regions"},
        {"sort", "sort", Kind::integer}},
       {},
       {{"events", "city_id", "Город нельзя удалить: он используется в событиях"},
        {"places", "city_id", "Город нельзя удалить: в нём есть площадки"}}},
      {"places", "places", "places", "place", "Площадка не найдена",
       {{"code", "code", Kind::slug, true, 100, "", true},
        {"name", "name", Kind::text, true},
        {"city_id", "city_id", Kind::ref, true, 0, "cities"},
        {"address", "address", Kind::text, true, 300},
        {"lat", "lat", Kind::number},
        {"lon", "lon", Kind::number}},
       {}, {{"events", "place_id", "Площадку нельзя удалить: она используется в событиях"}}},
      {"creative-types", "creative_types", "handbooks", "creative_type", "Запись не найдена",
       {{"slug", "slug", Kind::slug, true, 100, "", true},
        {"title", "title", Kind::text, true},
        {"adjective_plural", "adjective_plural", Kind::text, true},
        {"icon", "icon", Kind::text, true, 50},
        {"sort", "sort", Kind::integer}},
       {}, {{"event_creative_types", "creative_type_id", "Вид творчества используется в событиях"}}},
      {"age-categories", "age_categories", "handbooks", "age_category", "Запись не найдена",
       {{"slug", "slug", Kind::slug, true, 100, "", true},
        {"title", "title", Kind::text, true},
        {"min_age", "min_age", Kind::integer, true},
        {"max_age", "max_age", Kind::integer},
        {"sort", "sort", Kind::integer}},
       {}, {{"event_age_categories", "age_category_id", "Возрастная категория используется в событиях"}}},
      {"tags", "tags", "handbooks", "tag", "Запись не найдена",
       {{"slug", "slug", Kind::slug, true, 100, "", true},
        {"title", "title", Kind::text, true},
        {"icon", "icon", Kind::text, true, 50},
        {"color", "color", Kind::colour, true, 7},
        {"sort", "sort", Kind::integer}},
       {}, {{"event_tags", "tag_id", "Метка используется в событиях"}}},
      {"execution-formats", "execution_formats", "handbooks", "execution_format", "Запись не найдена",
       {{"code", "code", Kind::slug, true, 100, "", true},
        {"title", "title", Kind::text, true},
        {"sort", "sort", Kind::integer}},
       {}, {}},
      {"events", "events", "events", "event", "Событие не найдено",
       {{"code", "code", Kind::slug, true, 100, "", true},
        {"type", "type", Kind::choice, true, 0, "festival|contest|final|casting|forum|camp|intensive|project"},
        {"name", "name", Kind::text, true, 300},
        {"description", "description_json", Kind::strings, true, 5000},
        {"photo", "photo", Kind::text, false, 500},
        {"place_id", "place_id", Kind::ref, false, 0, "places"},
        {"date_start", "date_start", Kind::date, true},
        {"date_end", "date_end", Kind::date, true},
        {"place_count", "place_count", Kind::integer, true},
        {"places_left", "places_left", Kind::integer, true},
        {"price_participation", "price_participation", Kind::integer, true},
        {"price_trip", "price_trip", Kind::integer},
        {"package_trip", "package_trip_json", Kind::strings, false, 500},
        {"support", "support", Kind::text, false, 1000},
        {"project_id", "project_id", Kind::ref, false, 0, "projects"},
        {"published", "published", Kind::flag}},
       {{"creative_type_ids", "event_creative_types", "event_id", "creative_type_id", "creative_types"},
        {"age_category_ids", "event_age_categories", "event_id", "age_category_id", "age_categories"},
        {"tag_ids", "event_tags", "event_id", "tag_id", "tags"}},
       {},
       true,
       false},
      {"event-programs", "event_programs", "events/programs", "event_program", "Пункт программы не найден",
       {{"event_id", "event_id", Kind::ref, true, 0, "events"},
        {"day", "day", Kind::integer, true},
        {"time", "time", Kind::time, true},
        {"title", "title", Kind::text, true, 300}},
       {}, {}, false, false},
  };
  return list;
}

long long id_param(const http::Request& request, const Entity& e) {
  const std::string& text = request.params.at("id");
  long long id = 0;
  const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), id);
  if (ec != std::errc() || ptr != text.data() + text.size() || id <= 0) core::throw_not_found(e.not_found);
  return id;
}

// Runs a statement with positional string binds (:p0, :p1, ...), optionally into an id.
void run(soci::session& s, const std::string& sql, std::vector<Value>& binds, long long* into = nullptr) {
  soci::statement st(s);
  for (auto& b : binds) st.exchange(soci::use(b));
  if (into) st.exchange(soci::into(*into));
  st.alloc();
  st.prepare(sql);
  st.define_and_bind();
  st.execute(true);
}

long long count_of(soci::session& s, const std::string& sql, std::vector<Value> binds) {
  long long n = 0;
  run(s, sql, binds, &n);
  return n;
}

std::string select_columns(const Entity& e) {
  std::string out = "CAST(id AS TEXT)";
  for (const auto& f : e.fields) out += ", CAST(" + f.column + " AS TEXT)";
  if (e.timestamps) out += ", created_at, updated_at";
  return out;
}

json::value field_json(const Field& f, const Value& v) {
  if (!v) return nullptr;
  switch (f.kind) {
    case Kind::integer:
    case Kind::ref: return std::stoll(*v);
    case Kind::number: return std::stod(*v);
    case Kind::flag: return *v == "1";
    case Kind::strings: {
      boost::system::error_code ec;
      auto parsed = json::parse(*v, ec);
      return ec ? json::value(json::array()) : parsed;
    }
    default: return json::value(*v);
  }
}

std::vector<json::object> read_rows(soci::session& s, const Entity& e, const std::string& tail,
                                    std::vector<Value> binds) {
  // Every column as text so both backends answer the same types; JSON types come from the fields.
  const std::size_t n = e.fields.size() + 1 + (e.timestamps ? 2 : 0);
  std::vector<Value> row(n);
  soci::statement st(s);
  for (auto& b : binds) st.exchange(soci::use(b));
  for (auto& c : row) st.exchange(soci::into(c));
  st.alloc();
  st.prepare("SELECT " + select_columns(e) + " FROM " + e.table + " " + tail);
  st.define_and_bind();
  st.execute(false);
  std::vector<json::object> out;
  while (st.fetch()) {
    json::object o;
    o["id"] = std::stoll(row[0].value_or("0"));
    for (std::size_t i = 0; i < e.fields.size(); ++i) o[e.fields[i].name] = field_json(e.fields[i], row[i + 1]);
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
      soci::statement rs = (s.prepare << "SELECT " + rel.ref_column + " FROM " + rel.table + " WHERE " +
                                             rel.own_column + " = :id ORDER BY " + rel.ref_column,
                            soci::use(id), soci::into(ref));
      rs.execute();
      while (rs.fetch()) ids.push_back(ref);
      o[rel.name] = std::move(ids);
    }
  }
  return out;
}

std::optional<json::object> find(soci::session& s, const Entity& e, long long id) {
  auto rows = read_rows(s, e, "WHERE id = :p0", {std::to_string(id)});
  if (rows.empty()) return std::nullopt;
  return std::move(rows[0]);
}

struct Input {
  std::vector<Value> values;                          // per field
  std::vector<std::vector<long long>> relations;      // per relation
};

// Reads and validates a body against the entity's fields; throws one 422 with every message.
Input read_input(soci::session& s, const Entity& e, const json::object& body, long long own_id) {
  core::FieldErrors errors;
  const auto fail = [&errors](const std::string& field, std::string message) {
    auto& l = errors[field];
    if (l.empty()) l.push_back(std::move(message));
  };
  Input in;
  for (const auto& f : e.fields) {
    const json::value* v = body.if_contains(f.name);
    Value out;
    const bool empty = !v || v->is_null() || (v->is_string() && v->get_string().find_first_not_of(" \t\r\n") == json::string::npos);
    if (empty) {
      if (f.kind == Kind::flag || f.name == "sort") out = "0";
      else if (f.kind == Kind::strings && !f.required) out = "[]";
      else if (f.required) fail(f.name, core::kRequiredMessage);
      in.values.push_back(out);
      continue;
    }
    switch (f.kind) {
      case Kind::slug:
      case Kind::text:
      case Kind::colour:
      case Kind::date:
      case Kind::time:
      case Kind::choice: {
        if (!v->is_string()) { fail(f.name, "Должно быть строкой"); break; }
        std::string text(v->get_string());
        const auto trim_end = text.find_last_not_of(" \t\r\n");
        text = text.substr(text.find_first_not_of(" \t\r\n"), trim_end - text.find_first_not_of(" \t\r\n") + 1);
        if (const auto m = f.max == 0 ? std::nullopt
                           : core::check_rule("max", static_cast<std::int64_t>(f.max), json::value(text))) {
          fail(f.name, *m);
        } else if (f.kind == Kind::slug) {
          if (const auto m2 = check_slug(text)) fail(f.name, *m2);
        } else if (f.kind == Kind::colour && !is_colour(text)) {
          fail(f.name, "Цвет задаётся 3 или 6 шестнадцатеричными цифрами: #RGB или #RRGGBB");
        } else if (f.kind == Kind::date && !is_date(text)) {
          fail(f.name, "Дата должна быть в формате ГГГГ-ММ-ДД");
        } else if (f.kind == Kind::time &&
                   !(text.size() == 5 && text[2] == ':' && text < "24:00" && text[3] <= '5' &&
                     std::isdigit(static_cast<unsigned char>(text[0])) && std::isdigit(static_cast<unsigned char>(text[1])) &&
                     std::isdigit(static_cast<unsigned char>(text[3])) && std::isdigit(static_cast<unsigned char>(text[4])))) {
          fail(f.name, "Время должно быть в формате ЧЧ:ММ");
        } else if (f.kind == Kind::choice && ("|" + f.ref + "|").find("|" + text + "|") == std::string::npos) {
          fail(f.name, "Недопустимое значение");
        }
        out = text;
        break;
      }
      case Kind::integer:
      case Kind::ref: {
        if (!v->is_int64() && !v->is_uint64()) { fail(f.name, "Должно быть целым числом"); break; }
        const long long n = v->is_int64() ? v->get_int64() : static_cast<long long>(v->get_uint64());
        if (n < 0 || (f.kind == Kind::ref && n == 0)) { fail(f.name, "Должно быть больше или равно 0"); break; }
        if (f.kind == Kind::ref &&
            count_of(s, "SELECT COUNT(*) FROM " + f.ref + " WHERE id = :p0", {std::to_string(n)}) == 0) {
          fail(f.name, "Запись не найдена");
        }
        out = std::to_string(n);
        break;
      }
      case Kind::number: {
        if (!v->is_number()) { fail(f.name, "Должно быть числом"); break; }
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.7f", v->to_number<double>());
        out = buf;
        break;
      }
      case Kind::flag:
        if (!v->is_bool()) { fail(f.name, "Должно быть логическим значением"); break; }
        out = v->get_bool() ? "1" : "0";
        break;
      case Kind::strings: {
        if (!v->is_array()) { fail(f.name, "Должно быть списком строк"); break; }
        json::array list;
        for (const auto& item : v->get_array()) {
          if (!item.is_string()) { fail(f.name, "Должно быть списком строк"); break; }
          if (item.get_string().size() > f.max) { fail(f.name, "Не должно превышать " + std::to_string(f.max) + " символов"); break; }
          if (!item.get_string().empty()) list.push_back(item);
        }
        if (f.required && list.empty()) fail(f.name, core::kRequiredMessage);
        out = json::serialize(list);
        break;
      }
    }
    if (f.unique && out && !errors.count(f.name) &&
        count_of(s, "SELECT COUNT(*) FROM " + e.table + " WHERE " + f.column + " = :p0 AND id <> :p1",
                 {out, std::to_string(own_id)}) > 0) {
      fail(f.name, "Такое значение уже занято");
    }
    in.values.push_back(out);
  }
  for (const auto& rel : e.relations) {
    std::vector<long long> ids;
    const json::value* v = body.if_contains(rel.name);
    if (v && v->is_array()) {
      for (const auto& item : v->get_array()) {
        if (!item.is_int64() || item.get_int64() <= 0 ||
            count_of(s, "SELECT COUNT(*) FROM " + rel.ref + " WHERE id = :p0", {std::to_string(item.get_int64())}) == 0) {
          fail(rel.name, "Запись не найдена");
          break;
        }
        if (std::find(ids.begin(), ids.end(), item.get_int64()) == ids.end()) ids.push_back(item.get_int64());
      }
    } else if (v && !v->is_null()) {
      fail(rel.name, "Должно быть списком");
    }
    in.relations.push_back(std::move(ids));
  }
  // Rules across fields.
  const auto value_of = [&](const std::string& name) -> Value {
    for (std::size_t i = 0; i < e.fields.size(); ++i) if (e.fields[i].name == name) return in.values[i];
    return std::nullopt;
  };
  if (e.table == "events") {
    const auto start = value_of("date_start"), end = value_of("date_end");
    if (start && end && !errors.count("date_end") && *end < *start) {
      fail("date_end", "Дата окончания не может быть раньше даты начала");
    }
    const auto total = value_of("place_count"), left = value_of("places_left");
    if (total && left && !errors.count("places_left") && std::stoll(*left) > std::stoll(*total)) {
      fail("places_left", "Свободных мест не может быть больше, чем мест всего");
    }
  }
  if (e.table == "event_programs") {
    if (const auto day = value_of("day"); day && std::stoll(*day) < 1) fail("day", "Должно быть больше или равно 1");
  }
  if (e.table == "age_categories") {
    const auto mn = value_of("min_age"), mx = value_of("max_age");
    if (mn && mx && std::stoll(*mx) < std::stoll(*mn)) fail("max_age", "Не может быть меньше минимального возраста");
  }
  if (!errors.empty()) core::throw_invalid(std::move(errors));
  return in;
}

void write_relations(soci::session& s, const Entity& e, long long id, const Input& in) {
  for (std::size_t r = 0; r < e.relations.size(); ++r) {
    const auto& rel = e.relations[r];
    s << "DELETE FROM " + rel.table + " WHERE " + rel.own_column + " = :id", soci::use(id);
    for (long long ref : in.relations[r]) {
      s << "INSERT INTO " + rel.table + " (" + rel.own_column + ", " + rel.ref_column + ") VALUES (:a, :b)",
          soci::use(id), soci::use(ref);
    }
  }
  if (e.table == "events") {
    s << "UPDATE events SET city_id = (SELECT p.city_id FROM places p WHERE p.id = events.place_id)"
         " WHERE id = :id",
        soci::use(id);
  }
  if (e.table == "places") {
    s << "UPDATE events SET city_id = :c WHERE place_id = :id", soci::use(in.values[2]), soci::use(id);
  }
}

}  // namespace

void register_admin_routes(http::Router& router, const auth::Guard& guard, db::Database& database,
                           CatalogService& catalog, audit::AuditRepository& audit) {
  std::vector<auth::RouteSpec> routes;
  for (const Entity& e : entities()) {
    const Entity* ep = &e;
    const std::string base = "/api/admin/" + e.resource;
    const auto changed = [ep, &database, &catalog](long long id) {
      if (ep->table == "events") index_events(database, {id});
      catalog.invalidate();  // the filters snapshot and every cached list, page and search
    };
    const auto record = [ep, &audit](const Principal* who, long long id, const char* action,
                                     const std::optional<json::object>& before,
                                     const std::optional<json::object>& after) {
      audit::Entry entry;
      entry.actor_id = who ? std::optional<std::int64_t>(who->user.id) : std::nullopt;
      entry.entity = ep->audit_name;
      entry.entity_id = id;
      entry.action = action;
      if (before) entry.before_json = json::serialize(*before);
      if (after) entry.after_json = json::serialize(*after);
      entry.created_at = db::now_utc();
      audit.record(entry);
    };
    routes.push_back({Verb::get, base, Access::section, e.section,
      [ep, &database](http::Request& request, const Principal*) {
        long long offset = 0, limit = 25;
        std::string order = "id";
        bool desc = false;
        const auto sort = http::query_json(request, "sort");
        if (sort.is_array() && sort.get_array().size() == 2 && sort.get_array()[0].is_string()) {
          const std::string field(sort.get_array()[0].get_string());
          bool known = field == "id";
          for (const auto& f : ep->fields) if (f.name == field && f.kind != Kind::strings) { known = true; order = f.column; }
          if (!known) core::throw_bad_request("Сортировка по полю " + field + " не поддерживается");
          desc = sort.get_array()[1].is_string() && sort.get_array()[1].get_string() == "DESC";
        }
        const auto range = http::query_json(request, "range");
        if (range.is_array() && range.get_array().size() == 2 && range.get_array()[0].is_int64() &&
            range.get_array()[1].is_int64()) {
          const auto from = range.get_array()[0].get_int64(), to = range.get_array()[1].get_int64();
          if (from < 0 || to < from) core::throw_bad_request("Некорректный параметр range");
          offset = from;
          limit = std::min<long long>(to - from + 1, 1000);
        }
        std::string where = "WHERE 1 = 1";
        std::vector<Value> binds;
        const auto filter = http::query_json(request, "filter");
        if (filter.is_object()) {
          for (const auto& [key, v] : filter.get_object()) {
            if (key == "q" && v.is_string() && !v.get_string().empty()) {
              const auto& text_field = ep->fields[0].kind == Kind::ref ? ep->fields.back() : ep->fields[1];
              binds.push_back("%" + std::string(v.get_string()) + "%");
              where += " AND (" + ep->fields[0].column + " LIKE :p" + std::to_string(binds.size() - 1);
              binds.push_back(binds.back());
              where += " OR " + text_field.column + " LIKE :p" + std::to_string(binds.size() - 1) + ")";
              continue;
            }
            if (key == "id" && v.is_array()) {  // react-admin getMany
              std::string ids;
              for (const auto& x : v.get_array()) {
                if (!x.is_int64()) continue;
                if (!ids.empty()) ids += ",";
                ids += std::to_string(x.get_int64());
              }
              where += ids.empty() ? " AND 1 = 0" : " AND id IN (" + ids + ")";
              continue;
            }
            for (const auto& f : ep->fields) {
              if (f.name != key || f.kind == Kind::strings || v.is_null()) continue;
              binds.push_back(v.is_string() ? std::string(v.get_string())
                              : v.is_bool()  ? std::string(v.get_bool() ? "1" : "0")
                                             : json::serialize(v));
              where += " AND CAST(" + f.column + " AS TEXT) = :p" + std::to_string(binds.size() - 1);
            }
          }
        }
        soci::session s(database.pool());
        const long long total = count_of(s, "SELECT COUNT(*) FROM " + ep->table + " " + where, binds);
        const auto rows = read_rows(s, *ep, where + " ORDER BY " + order + (desc ? " DESC" : "") +
                                                ", id LIMIT " + std::to_string(limit) + " OFFSET " +
                                                std::to_string(offset),
                                    binds);
        json::array list(rows.begin(), rows.end());
        return http::json_list(ep->resource, std::move(list), offset, total);
      }});
    routes.push_back({Verb::get, base + "/{id}", Access::section, e.section,
      [ep, &database](http::Request& request, const Principal*) {
        soci::session s(database.pool());
        auto row = find(s, *ep, id_param(request, *ep));
        if (!row) core::throw_not_found(ep->not_found);
        return http::json_bare(*row);
      }});
    routes.push_back({Verb::post, base, Access::section, e.section,
      [ep, &database, changed, record](http::Request& request, const Principal* who) {
        const auto body = core::parse_json_object(request.raw.body());
        long long id = 0;
        std::optional<json::object> after;
        {
          soci::session s(database.pool());
          soci::transaction tx(s);
          Input in = read_input(s, *ep, body, 0);
          std::string columns, params;
          for (std::size_t i = 0; i < ep->fields.size(); ++i) {
            if (i) { columns += ", "; params += ", "; }
            columns += ep->fields[i].column;
            params += ":p" + std::to_string(i);
          }
          if (ep->timestamps) {
            const std::string now = db::now_utc();
            in.values.push_back(now);
            in.values.push_back(now);
            columns += ", created_at, updated_at";
            params += ", :p" + std::to_string(ep->fields.size()) + ", :p" + std::to_string(ep->fields.size() + 1);
          }
          run(s, "INSERT INTO " + ep->table + " (" + columns + ") VALUES (" + params + ") RETURNING id",
              in.values, &id);
          write_relations(s, *ep, id, in);
          tx.commit();
        }
        changed(id);
        {
          soci::session s(database.pool());
          after = find(s, *ep, id);
        }
        record(who, id, "create", std::nullopt, after);
        return http::json_bare(*after);
      }});
    routes.push_back({Verb::put, base + "/{id}", Access::section, e.section,
      [ep, &database, changed, record](http::Request& request, const Principal* who) {
        const long long id = id_param(request, *ep);
        const auto body = core::parse_json_object(request.raw.body());
        std::optional<json::object> before, after;
        {
          soci::session s(database.pool());
          soci::transaction tx(s);
          before = find(s, *ep, id);
          if (!before) core::throw_not_found(ep->not_found);
          // A partial body keeps the other fields (react-admin sends the whole record anyway).
          json::object merged = *before;
          for (const auto& [k, v] : body) merged[k] = v;
          Input in = read_input(s, *ep, merged, id);
          std::string sets;
          for (std::size_t i = 0; i < ep->fields.size(); ++i) {
            if (i) sets += ", ";
            sets += ep->fields[i].column + " = :p" + std::to_string(i);
          }
          if (ep->timestamps) {
            in.values.push_back(db::now_utc());
            sets += ", updated_at = :p" + std::to_string(ep->fields.size());
          }
          in.values.push_back(std::to_string(id));
          run(s, "UPDATE " + ep->table + " SET " + sets + " WHERE id = :p" + std::to_string(in.values.size() - 1),
              in.values);
          write_relations(s, *ep, id, in);
          tx.commit();
        }
        changed(id);
        {
          soci::session s(database.pool());
          after = find(s, *ep, id);
        }
        record(who, id, "edit", before, after);
        return http::json_bare(*after);
      }});
    routes.push_back({Verb::delete_, base + "/{id}", Access::section, e.section,
      [ep, &database, &catalog, record](http::Request& request, const Principal* who) {
        const long long id = id_param(request, *ep);
        std::optional<json::object> before;
        {
          soci::session s(database.pool());
          soci::transaction tx(s);
          before = find(s, *ep, id);
          if (!before) core::throw_not_found(ep->not_found);
          for (const auto& used : ep->used_by) {
            if (count_of(s, "SELECT COUNT(*) FROM " + used.table + " WHERE " + used.column + " = :p0",
                         {std::to_string(id)}) > 0) {
              throw core::ApiError(core::ErrorKind::conflict, used.message);
            }
          }
          if (ep->table == "events" && database.backend() == db::Backend::sqlite) {
            s << "DELETE FROM event_fts WHERE rowid = :id", soci::use(id);
          }
          s << "DELETE FROM " + ep->table + " WHERE id = :id", soci::use(id);
          tx.commit();
        }
        catalog.invalidate();
        record(who, id, "delete", before, std::nullopt);
        return http::json_bare(*before);
      }});
    if (e.table == "events") {
      for (const char* action : {"publish", "unpublish"}) {
        const std::string flag = std::string(action) == "publish" ? "1" : "0";
        routes.push_back({Verb::post, base + "/{id}/" + action, Access::section, e.section,
          [ep, &database, &catalog, record, flag, action](http::Request& request, const Principal* who) {
            const long long id = id_param(request, *ep);
            std::optional<json::object> before, after;
            soci::session s(database.pool());
            before = find(s, *ep, id);
            if (!before) core::throw_not_found(ep->not_found);
            const std::string now = db::now_utc();
            s << "UPDATE events SET published = " + flag + ", updated_at = :now WHERE id = :id",
                soci::use(now), soci::use(id);
            after = find(s, *ep, id);
            catalog.invalidate();
            record(who, id, action, before, after);
            return http::json_bare(*after);
          }});
      }
    }
  }
  guard.add(router, std::move(routes));
}

}  // namespace platform::catalog
