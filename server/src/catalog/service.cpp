#include "catalog/service.hpp"

#include <soci/soci.h>

#include <boost/json.hpp>
#include <cstdint>
#include <cstdio>

#include "catalog/dates.hpp"
#include "core/concat.hpp"
#include "db/optional.hpp"
#include "db/query.hpp"
#include "http/static_files.hpp"

namespace platform::catalog {
namespace json = boost::json;

namespace {

const HandbookEntry* find(const std::vector<HandbookEntry>& list, std::string_view slug) {
  for (const auto& e : list) {
    if (e.slug == slug) return &e;
  }
  return nullptr;
}

json::object value_json(const HandbookEntry& e, bool with_color) {
  json::object v{
      {"id", e.id}, {"type", "value"}, {"code", e.slug}, {"title", e.title}, {"icon", e.icon}};
  if (with_color) v["color"] = e.color;
  return v;
}

// `extra_key` names the entry's `extra` in its value (city `title_in`, creative type
// `title_plural`), so the web's page heading can match the server's <title>; null: none.
json::object select_filter(const char* code, const char* icon, const char* name, const char* title,
                           const char* url, const char* all_title,
                           const std::vector<HandbookEntry>& entries, const char* extra_key) {
  json::array values;
  values.push_back(json::object{
      {"id", 0}, {"type", "all"}, {"code", "all"}, {"title", all_title}, {"icon", ""}});
  for (const auto& e : entries) {
    auto v = value_json(e, false);
    if (extra_key) v[extra_key] = e.extra;
    values.push_back(std::move(v));
  }
  return {{"type", "select"},
          {"code", code},
          {"Icon", icon},
          {"Name", name},
          {"Title", title},
          {"Url", url},
          {"Values", std::move(values)}};
}

std::string ids_sql(const std::vector<long long>& ids) {
  std::string out;
  for (const auto id : ids) {
    if (!out.empty()) out += ',';
    out += std::to_string(id);
  }
  return out;
}

}  // namespace

json::value parse_json_or(const std::string& text, json::value fallback) {
  boost::system::error_code ec;
  auto v = json::parse(text, ec);
  return ec ? fallback : v;
}

bool is_event_type(std::string_view type) {
  for (const auto* t : kEventTypes) {
    if (type == t) return true;
  }
  return false;
}

const HandbookEntry* Snapshot::city(std::string_view slug) const {
  return find(cities, slug);
}
const HandbookEntry* Snapshot::creative_type(std::string_view slug) const {
  return find(creative_types, slug);
}
const HandbookEntry* Snapshot::age_category(std::string_view slug) const {
  return find(age_categories, slug);
}
const HandbookEntry* Snapshot::tag(std::string_view slug) const {
  return find(tags, slug);
}

CatalogService::CatalogService(db::Database& database, std::filesystem::path storage_dir)
    : database_(database),
      photos_(std::move(storage_dir)),
      snapshot_(database.changes().versions(), {cache::Domain::catalog}, 1),
      answers_(database.changes().versions(), {cache::Domain::catalog, cache::Domain::places},
               kMaxCachedAnswers),
      searches_(database.changes().versions(), {cache::Domain::catalog}, kMaxCachedSearches),
      cards_(database.changes().versions(), {cache::Domain::catalog, cache::Domain::places},
             kMaxCachedCards) {}

std::shared_ptr<const Snapshot> CatalogService::snapshot() {
  return snapshot_.get({}, [this] { return load(); });
}

void CatalogService::invalidate() {
  database_.changes().bump(cache::Domain::catalog);
}

void CatalogService::places_changed(const std::vector<long long>& event_ids) {
  answers_.drop_tagged(event_ids);
  cards_.drop_tagged(event_ids);
  database_.changes().bump_elsewhere(cache::Domain::places);
}

Snapshot CatalogService::load() {
  Snapshot loaded;
  soci::session s(database_.pool());
  HandbookEntry e;
  {
    soci::statement st =
        db::query(s, "SELECT id, slug, name, name_in FROM cities ORDER BY sort, name",
                  soci::into(e.id), soci::into(e.slug), soci::into(e.title), soci::into(e.extra));
    st.execute();
    while (st.fetch()) loaded.cities.push_back(e);
  }
  e = {};
  {
    soci::statement st =
        db::query(s,
                  "SELECT id, slug, title, icon, adjective_plural FROM creative_types"
                  " ORDER BY sort, title",
                  soci::into(e.id), soci::into(e.slug), soci::into(e.title), soci::into(e.icon),
                  soci::into(e.extra));
    st.execute();
    while (st.fetch()) loaded.creative_types.push_back(e);
  }
  e = {};
  {
    soci::statement st =
        db::query(s, "SELECT id, slug, title FROM age_categories ORDER BY sort, min_age",
                  soci::into(e.id), soci::into(e.slug), soci::into(e.title));
    st.execute();
    while (st.fetch()) loaded.age_categories.push_back(e);
  }
  e = {};
  {
    soci::statement st = db::query(
        s, "SELECT id, slug, title, icon, color FROM tags ORDER BY sort, title", soci::into(e.id),
        soci::into(e.slug), soci::into(e.title), soci::into(e.icon), soci::into(e.color));
    st.execute();
    while (st.fetch()) loaded.tags.push_back(e);
  }

  json::array filters;
  filters.push_back(json::object{{"type", "search"},
                                 {"code", "search"},
                                 {"Icon", "search"},
                                 {"Name", "Поиск"},
                                 {"Title", "Название или описание"},
                                 {"Url", ""},
                                 {"Values", json::array()}});
  filters.push_back(json::object{{"type", "date"},
                                 {"code", "date"},
                                 {"Icon", "calendar"},
                                 {"Name", "Даты"},
                                 {"Title", "Выберите даты"},
                                 {"Url", ""},
                                 {"Values", json::array()}});
  filters.push_back(select_filter("city", "location", "Город", "Выберите город", "gorod",
                                  "Все города", loaded.cities, "title_in"));
  filters.push_back(select_filter("age_category", "age", "Возраст", "Выберите возраст", "vozrast",
                                  "Все возрасты", loaded.age_categories, nullptr));
  filters.push_back(select_filter("creative_type", "palette", "Вид творчества",
                                  "Выберите вид творчества", "tvorchestvo", "Все виды творчества",
                                  loaded.creative_types, "title_plural"));
  json::array tag_values;
  for (const auto& t : loaded.tags) tag_values.push_back(value_json(t, true));
  filters.push_back(json::object{{"type", "switch"},
                                 {"code", "tags"},
                                 {"Icon", "tag"},
                                 {"Name", "Метки"},
                                 {"Title", "Особенности"},
                                 {"Url", ""},
                                 {"Values", std::move(tag_values)}});
  json::object envelope{{"status", 200}, {"data", json::object{{"filters", std::move(filters)}}}};
  loaded.filters_body = json::serialize(envelope);
  loaded.etag = http::etag_for(loaded.filters_body);
  return loaded;
}

std::map<long long, json::array> CatalogService::tags_of(soci::session& s,
                                                         const std::vector<long long>& ids) {
  std::map<long long, json::array> out;
  if (ids.empty()) return out;
  long long event_id = 0, tag_id = 0;
  std::string title, icon, color;
  soci::statement st =
      db::query(s,
                "SELECT et.event_id, t.id, t.title, t.icon, t.color FROM event_tags et"
                " JOIN tags t ON t.id = et.tag_id WHERE et.event_id IN (" +
                    ids_sql(ids) + ") ORDER BY et.event_id, t.sort, t.id",
                soci::into(event_id), soci::into(tag_id), soci::into(title), soci::into(icon),
                soci::into(color));
  st.execute();
  while (st.fetch()) {
    out[event_id].push_back(
        json::object{{"id", tag_id}, {"title", title}, {"icon", icon}, {"color", color}});
  }
  return out;
}

json::array CatalogService::cards(soci::session& s, const std::string& where_sql,
                                  const std::string& order_sql, int limit, int offset) {
  long long id = 0;
  std::string code, type, name, start, end, package;
  std::optional<std::string> photo, city, address, support;
  int places_left = 0, price = 0;
  std::optional<int> price_trip;
  // The page's ids are picked first, from the narrow listing indexes alone (migration 0007);
  // only then are the page's wide rows read. Sorting every matching full row to keep a dozen
  // (SQLite sorts whole rows) cost more than the rest of the list together.
  std::string sql =
      "SELECT e.id, e.code, e.type, e.name, e.photo, c.name, p.address, e.date_start, e.date_end,"
      " e.places_left, e.package_trip_json, e.price_trip, e.price_participation, e.support"
      " FROM events e LEFT JOIN places p ON p.id = e.place_id LEFT JOIN cities c ON c.id = "
      "e.city_id"
      " WHERE e.id IN (SELECT e.id FROM events e WHERE ";
  sql += where_sql;
  sql += " ORDER BY ";
  sql += order_sql;
  sql += " LIMIT ";
  sql += std::to_string(limit);
  sql += " OFFSET ";
  sql += std::to_string(offset);
  sql += ") ORDER BY ";
  sql += order_sql;
  soci::statement st =
      db::query(s, sql, soci::into(id), soci::into(code), soci::into(type), soci::into(name),
                soci::into(photo), soci::into(city), soci::into(address), soci::into(start),
                soci::into(end), soci::into(places_left), soci::into(package),
                soci::into(price_trip), soci::into(price), soci::into(support));
  st.execute();
  json::array items;
  std::vector<long long> ids;
  while (st.fetch()) {
    ids.push_back(id);
    json::object item{
        {"event_id", id},
        {"event_type", type},
        {"status", "new"},
        {"code", code},
        {"name", name},
        {"photo", photo ? json::value(*photo) : json::value(nullptr)},
        {"place",
         json::object{{"city", city ? json::value(*city) : json::value(nullptr)},
                      {"address", address ? json::value(*address) : json::value(nullptr)}}},
        {"count", 1},
        {"date", json::object{{"start", start}, {"end", end}}},
        {"place_count", places_left},
        {"type", type},
        {"package_trip", parse_json_or(package, json::array())},
        {"price_trip", price_trip ? json::value(*price_trip) : json::value(nullptr)},
        {"price_participation", price},
        {"support", support ? json::value(*support) : json::value(nullptr)},
        {"tags", json::array()},
    };
    items.push_back(std::move(item));
  }
  auto tags = tags_of(s, ids);
  for (std::size_t i = 0; i < items.size(); ++i) {
    auto it = tags.find(ids[i]);
    if (it != tags.end()) items[i].as_object()["tags"] = std::move(it->second);
  }
  return items;
}

json::object CatalogService::list(const ListQuery& q, const std::string& today) {
  // Every value inlined below is an id from the handbook snapshot or a validated date.
  std::string where = "e.published = 1";
  where += " AND e.date_end >= '" + (q.date_min.empty() ? today : q.date_min) + "'";
  if (q.date_max) where += " AND e.date_start <= '" + *q.date_max + "'";
  if (!q.search.empty()) where += " AND " + search_sql(database_.backend(), q.search).condition;
  if (q.city_id) where += " AND e.city_id = " + std::to_string(*q.city_id);
  if (!q.types.empty()) {
    // Only names from kEventTypes reach here (read_list_query checks them).
    where += " AND e.type IN (";
    for (std::size_t i = 0; i < q.types.size(); ++i) {
      if (i > 0) where += ", ";
      where += '\'';
      where += q.types[i];
      where += '\'';
    }
    where += ')';
  }
  if (q.creative_type_id) {
    where +=
        " AND EXISTS (SELECT 1 FROM event_creative_types x WHERE x.event_id = e.id"
        " AND x.creative_type_id = " +
        std::to_string(*q.creative_type_id) + ")";
  }
  if (q.age_category_id) {
    where +=
        " AND EXISTS (SELECT 1 FROM event_age_categories x WHERE x.event_id = e.id"
        " AND x.age_category_id = " +
        std::to_string(*q.age_category_id) + ")";
  }
  for (const auto tag : q.tag_ids) {
    where += " AND EXISTS (SELECT 1 FROM event_tags x WHERE x.event_id = e.id AND x.tag_id = " +
             std::to_string(tag) + ")";
  }
  std::string order = "e.date_start, e.id";
  if (q.sort == "price") order = "e.price_participation, e.date_start, e.id";
  if (q.sort == "places") order = "e.places_left DESC, e.date_start, e.id";

  soci::session s(database_.pool());
  long long total = 0;
  s << "SELECT COUNT(*) FROM events e WHERE " + where, soci::into(total);
  json::array items;
  if (total > 0) items = cards(s, where, order, q.per_page, (q.page - 1) * q.per_page);
  return {
      {"items", std::move(items)}, {"total", total}, {"page", q.page}, {"per_page", q.per_page}};
}

json::array CatalogService::event_cards(const std::vector<long long>& ids) {
  std::map<long long, std::shared_ptr<const json::object>> found;  // by id: the answer's order
  std::vector<long long> missing;
  const auto before = cards_.stamp();
  for (const auto id : ids) {
    if (found.contains(id)) continue;
    if (auto card = cards_.find(id)) {
      found.emplace(id, std::move(card));
    } else {
      missing.push_back(id);
    }
  }
  if (!missing.empty()) {
    json::array read;
    {
      soci::session s(database_.pool());
      read = cards(s, core::concat("e.id IN (", ids_sql(missing), ")"), "e.id",
                   static_cast<int>(missing.size()), 0);
    }
    for (auto& card : read) {
      const long long id = card.as_object().at("event_id").as_int64();
      found.emplace(id, cards_.store(id, std::move(card.as_object()), before, {id}));
    }
  }
  json::array out;
  out.reserve(found.size());
  for (const auto& [id, card] : found) out.push_back(*card);
  return out;
}

std::vector<std::string> CatalogService::published_codes() {
  soci::session s(database_.pool());
  std::vector<std::string> out;
  std::string code;
  soci::statement st =
      db::query(s, "SELECT code FROM events WHERE published = 1 ORDER BY code", soci::into(code));
  st.execute();
  while (st.fetch()) out.push_back(code);
  return out;
}

std::vector<std::string> CatalogService::project_slugs() {
  soci::session s(database_.pool());
  std::vector<std::string> out;
  std::string slug;
  soci::statement st = db::query(s, "SELECT slug FROM projects ORDER BY slug", soci::into(slug));
  st.execute();
  while (st.fetch()) out.push_back(slug);
  return out;
}

std::optional<std::string> CatalogService::published_name(const std::string& code) {
  soci::session s(database_.pool());
  std::string name;
  s << "SELECT name FROM events WHERE code = :code AND published = 1", soci::use(code),
      soci::into(name);
  if (!s.got_data()) return std::nullopt;
  return name;
}

std::optional<std::string> CatalogService::photo_hash(const std::string& code) {
  soci::session s(database_.pool());
  std::optional<std::string> photo;
  s << "SELECT photo FROM events WHERE code = :code", soci::use(code), soci::into(photo);
  if (!s.got_data() || !photo) return std::nullopt;
  return PhotoStore::hash_of(*photo, code);
}

std::optional<json::object> CatalogService::festival(const std::string& code,
                                                     const std::string& today) {
  soci::session s(database_.pool());
  long long id = 0;
  s << "SELECT id FROM events WHERE code = :code AND published = 1", soci::use(code),
      soci::into(id);
  if (!s.got_data()) return std::nullopt;
  const std::string where = "e.id = " + std::to_string(id);
  auto card = cards(s, where, "e.id", 1, 0);
  if (card.empty()) return std::nullopt;
  json::object out = std::move(card[0].as_object());

  std::string description;
  int place_total = 0;
  std::optional<long long> place_id, project_id;
  std::optional<std::string> place_code, place_name, city_slug, project_slug, project_title;
  std::optional<double> lat, lon;
  s << "SELECT e.description_json, e.place_count, e.place_id, p.code, p.name, p.lat, p.lon,"
       " c.slug, e.project_id, pr.slug, pr.title FROM events e"
       " LEFT JOIN places p ON p.id = e.place_id LEFT JOIN cities c ON c.id = e.city_id"
       " LEFT JOIN projects pr ON pr.id = e.project_id WHERE e.id = :id",
      soci::use(id), soci::into(description), soci::into(place_total), soci::into(place_id),
      soci::into(place_code), soci::into(place_name), soci::into(lat), soci::into(lon),
      soci::into(city_slug), soci::into(project_id), soci::into(project_slug),
      soci::into(project_title);
  out["description"] = parse_json_or(description, json::array());
  out["places_total"] = place_total;
  out["places_left"] = out["place_count"];
  auto& place = out["place"].as_object();
  place["id"] = place_id ? json::value(*place_id) : json::value(nullptr);
  place["code"] = place_code ? json::value(*place_code) : json::value(nullptr);
  place["name"] = place_name ? json::value(*place_name) : json::value(nullptr);
  place["city_slug"] = city_slug ? json::value(*city_slug) : json::value(nullptr);
  place["lat"] = lat ? json::value(*lat) : json::value(nullptr);
  place["lon"] = lon ? json::value(*lon) : json::value(nullptr);
  place["online"] = !place_id.has_value();
  out["project"] =
      project_slug ? json::value(json::object{{"code", *project_slug}, {"title", *project_title}})
                   : json::value(nullptr);

  std::vector<long long> type_ids;
  {
    json::array types;
    long long tid = 0;
    std::string slug, title, icon;
    soci::statement st = db::query(
        s,
        "SELECT t.id, t.slug, t.title, t.icon FROM event_creative_types x"
        " JOIN creative_types t ON t.id = x.creative_type_id WHERE x.event_id = :id"
        " ORDER BY t.sort, t.id",
        soci::use(id), soci::into(tid), soci::into(slug), soci::into(title), soci::into(icon));
    st.execute();
    while (st.fetch()) {
      type_ids.push_back(tid);
      types.push_back(json::object{{"id", tid}, {"code", slug}, {"title", title}, {"icon", icon}});
    }
    out["creative_types"] = std::move(types);
  }
  {
    json::array ages;
    long long aid = 0;
    std::string slug, title;
    soci::statement st =
        db::query(s,
                  "SELECT a.id, a.slug, a.title FROM event_age_categories x"
                  " JOIN age_categories a ON a.id = x.age_category_id WHERE x.event_id = :id"
                  " ORDER BY a.sort, a.id",
                  soci::use(id), soci::into(aid), soci::into(slug), soci::into(title));
    st.execute();
    while (st.fetch()) ages.push_back(json::object{{"id", aid}, {"code", slug}, {"title", title}});
    out["age_categories"] = std::move(ages);
  }
  {
    json::array program;
    int day = 0;
    std::string time, title;
    const std::string start(out["date"].as_object()["start"].as_string());
    soci::statement st =
        db::query(s,
                  "SELECT day, time, title FROM event_programs"
                  " WHERE event_id = :id ORDER BY day, time, id",
                  soci::use(id), soci::into(day), soci::into(time), soci::into(title));
    st.execute();
    while (st.fetch()) {
      program.push_back(json::object{
          {"day", day}, {"date", add_days(start, day - 1)}, {"time", time}, {"title", title}});
    }
    out["program"] = std::move(program);
  }
  {
    json::array jury;
    std::string name, regalia;
    soci::statement st = db::query(s,
                                   "SELECT name, regalia FROM event_jury WHERE event_id = :id"
                                   " ORDER BY sort, id",
                                   soci::use(id), soci::into(name), soci::into(regalia));
    st.execute();
    while (st.fetch()) jury.push_back(json::object{{"name", name}, {"regalia", regalia}});
    out["jury"] = std::move(jury);
  }
  {
    // The final-of-event hint of spec section 3: per required project its title, code and count.
    json::array requirements;
    std::string slug, title;
    int count = 0;
    soci::statement st =
        db::query(s,
                  "SELECT p.slug, p.title, r.count FROM event_requirements r"
                  " JOIN projects p ON p.id = r.project_id WHERE r.event_id = :id ORDER BY r.id",
                  soci::use(id), soci::into(slug), soci::into(title), soci::into(count));
    st.execute();
    while (st.fetch()) {
      requirements.push_back(json::object{{"code", slug}, {"title", title}, {"count", count}});
    }
    out["requirements"] = std::move(requirements);
  }
  json::array related;
  if (!type_ids.empty()) {
    const std::string rel_where =
        "e.published = 1 AND e.id <> " + std::to_string(id) + " AND e.date_end >= '" + today +
        "' AND EXISTS (SELECT 1 FROM event_creative_types x WHERE x.event_id = e.id"
        " AND x.creative_type_id IN (" +
        ids_sql(type_ids) + "))";
    related = cards(s, rel_where, "e.date_start, e.id", 4, 0);
  }
  out["related"] = std::move(related);
  return out;
}

std::string cover_svg(const std::string& code, const std::string& name) {
  std::uint32_t h = 2166136261u;
  for (const char c : code) {
    h ^= static_cast<unsigned char>(c);
    h *= 16777619u;
  }
  const int hue1 = static_cast<int>(h % 360), hue2 = static_cast<int>((h / 360) % 360);
  std::string text;
  for (const char c : name) {
    switch (c) {
      case '&':
        text += "&amp;";
        break;
      case '<':
        text += "&lt;";
        break;
      case '>':
        text += "&gt;";
        break;
      case '"':
        text += "&quot;";
        break;
      default:
        text += c;
    }
  }
  char head[512];
  std::snprintf(
      head, sizeof head,
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 800 450\" width=\"800\""
      " height=\"450\"><defs><linearGradient id=\"g\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">"
      "<stop offset=\"0\" stop-color=\"hsl(%d,70%%,55%%)\"/><stop offset=\"1\""
      " stop-color=\"hsl(%d,65%%,35%%)\"/></linearGradient></defs>"
      "<rect width=\"800\" height=\"450\" fill=\"url(#g)\"/>"
      "<circle cx=\"%d\" cy=\"%d\" r=\"160\" fill=\"#fff\" fill-opacity=\"0.12\"/>",
      hue1, hue2, 150 + static_cast<int>(h % 500), 80 + static_cast<int>((h >> 8) % 290));
  return std::string(head) +
         "<foreignObject x=\"60\" y=\"140\" width=\"680\" height=\"200\">"
         "<div xmlns=\"http://www.w3.org/1999/xhtml\" style=\"font:bold 40px sans-serif;"
         "color:#fff;text-align:center\">" +
         text + "</div></foreignObject></svg>";
}

}  // namespace platform::catalog
