#include "catalog/seed.hpp"

#include <soci/soci.h>

#include <boost/json.hpp>
#include <map>
#include <set>
#include <stdexcept>

#include "catalog/dates.hpp"
#include "catalog/service.hpp"
#include "db/optional.hpp"
#include "db/work.hpp"

namespace platform::embedded {
std::string_view demo_catalog_json();
}

namespace platform::catalog {
namespace json = boost::json;

std::string_view demo_catalog_json() {
  return embedded::demo_catalog_json();
}

bool is_colour(std::string_view text) {
  if (text.size() != 4 && text.size() != 7) return false;
  if (text[0] != '#') return false;
  for (std::size_t i = 1; i < text.size(); ++i) {
    const char c = text[i];
    const bool hex = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    if (!hex) return false;
  }
  return true;
}

namespace {

[[noreturn]] void fail(const std::string& where, const std::string& what) {
  throw std::runtime_error("catalog.json: " + where + ": " + what);
}

const json::array& list(const json::object& o, const char* key) {
  const auto* v = o.if_contains(key);
  if (!v || !v->is_array()) fail(key, "missing list");
  return v->get_array();
}

std::string str(const json::value& v, const char* key, const std::string& where) {
  const auto* o = v.if_object();
  if (!o) fail(where, "not an object");
  const auto* f = o->if_contains(key);
  if (!f || !f->is_string() || f->get_string().empty()) fail(where, std::string("no ") + key);
  return std::string(f->get_string());
}

std::optional<std::string> opt_str(const json::value& v, const char* key,
                                   const std::string& where) {
  const auto* f = v.get_object().if_contains(key);
  if (!f || f->is_null()) return std::nullopt;
  if (!f->is_string()) fail(where, std::string(key) + " is not a string");
  return std::string(f->get_string());
}

long long count(const json::value& v, const char* key, const std::string& where) {
  const auto* f = v.get_object().if_contains(key);
  if (!f || !f->is_int64() || f->get_int64() < 0) {
    fail(where, std::string(key) + " must be a non-negative integer");
  }
  return f->get_int64();
}

std::optional<long long> opt_count(const json::value& v, const char* key,
                                   const std::string& where) {
  const auto* f = v.get_object().if_contains(key);
  if (!f || f->is_null()) return std::nullopt;
  return count(v, key, where);
}

std::set<std::string> keys(const json::object& o, const char* list_name, const char* key) {
  std::set<std::string> out;
  std::size_t i = 0;
  for (const auto& item : list(o, list_name)) {
    const std::string where = std::string(list_name) + "[" + std::to_string(i++) + "]";
    const std::string k = str(item, key, where);
    if (!out.insert(k).second) fail(where, "duplicate " + std::string(key) + " '" + k + "'");
  }
  return out;
}

void refs(const json::value& v, const char* key, const std::set<std::string>& known,
          const std::string& where) {
  const auto* f = v.get_object().if_contains(key);
  if (!f || !f->is_array()) fail(where, std::string(key) + " must be a list");
  for (const auto& r : f->get_array()) {
    if (!r.is_string() || !known.count(std::string(r.get_string()))) {
      fail(where, std::string("unknown ") + key + " entry " + json::serialize(r));
    }
  }
}

std::vector<std::string> strings(const json::value& v, const char* key) {
  std::vector<std::string> out;
  for (const auto& s : v.at(key).get_array()) out.emplace_back(s.get_string());
  return out;
}

double number(const json::value& v) {
  return v.is_double() ? v.get_double() : static_cast<double>(v.to_number<double>());
}

}  // namespace

void validate_catalog(const json::object& c) {
  const auto regions = keys(c, "regions", "code");
  const auto cities = keys(c, "cities", "slug");
  const auto places = keys(c, "places", "code");
  const auto types = keys(c, "creative_types", "slug");
  const auto ages = keys(c, "age_categories", "slug");
  const auto tags = keys(c, "tags", "slug");
  keys(c, "execution_formats", "code");
  const auto projects = keys(c, "projects", "slug");
  keys(c, "events", "code");

  std::size_t i = 0;
  for (const auto& city : list(c, "cities")) {
    const std::string where = "cities[" + std::to_string(i++) + "]";
    if (!regions.count(str(city, "region", where))) fail(where, "unknown region");
    str(city, "name", where);
    str(city, "name_in", where);
  }
  i = 0;
  for (const auto& place : list(c, "places")) {
    const std::string where = "places[" + std::to_string(i++) + "]";
    if (!cities.count(str(place, "city", where))) fail(where, "unknown city");
    str(place, "address", where);
  }
  i = 0;
  for (const auto& tag : list(c, "tags")) {
    const std::string where = "tags[" + std::to_string(i++) + "]";
    const std::string colour = str(tag, "color", where);
    if (colour.size() != 7 || !is_colour(colour)) fail(where, "colour must be #RRGGBB");
  }
  i = 0;
  for (const auto& e : list(c, "events")) {
    const std::string where = "events[" + std::to_string(i++) + "] " + str(e, "code", "events");
    if (!is_event_type(str(e, "type", where))) fail(where, "unknown type");
    str(e, "name", where);
    if (const auto place = opt_str(e, "place", where); place && !places.count(*place)) {
      fail(where, "unknown place '" + *place + "'");
    }
    refs(e, "tags", tags, where);
    refs(e, "creative_types", types, where);
    refs(e, "age_categories", ages, where);
    if (const auto project = opt_str(e, "project", where); project && !projects.count(*project)) {
      fail(where, "unknown project '" + *project + "'");
    }
    const auto* offset = e.get_object().if_contains("start_offset_days");
    if (!offset || !offset->is_int64()) fail(where, "start_offset_days must be an integer");
    if (count(e, "duration_days", where) < 1) fail(where, "duration_days must be at least 1");
    if (count(e, "places_left", where) > count(e, "place_count", where)) {
      fail(where, "places_left exceeds place_count");
    }
    count(e, "price_participation", where);
    opt_count(e, "price_trip", where);
    if (!e.at("published").is_bool()) fail(where, "published must be a boolean");
    for (const auto& r : e.at("requirements").get_array()) {
      if (!projects.count(str(r, "project", where))) fail(where, "unknown requirement project");
      count(r, "count", where);
    }
    for (const auto& p : e.at("program").get_array()) {
      count(p, "day", where);
      str(p, "time", where);
      str(p, "title", where);
    }
  }
}

namespace {
void insert_catalog(db::Database& database, const json::object& c, const std::string& seed_day);
}  // namespace

void load_catalog(db::Database& database, const json::object& c, const std::string& seed_day) {
  validate_catalog(c);
  insert_catalog(database, c, seed_day);
  index_missing_events(database);  // after the transaction: it borrows a connection of its own
}

namespace {

void insert_catalog(db::Database& database, const json::object& c, const std::string& seed_day) {
  db::Work s(database);
  std::map<std::string, long long> region_ids, city_ids, city_of_place, place_ids, type_ids,
      age_ids, tag_ids, project_ids;
  long long id = 0;
  int sort = 0;
  for (const auto& r : list(c, "regions")) {
    const std::string code = str(r, "code", ""), name = str(r, "name", "");
    s << "INSERT INTO regions (code, name) VALUES (:c, :n) RETURNING id", soci::use(code),
        soci::use(name), soci::into(id);
    region_ids[code] = id;
  }
  sort = 0;
  for (const auto& r : list(c, "cities")) {
    const std::string slug = str(r, "slug", ""), name = str(r, "name", ""),
                      name_in = str(r, "name_in", "");
    const long long region = region_ids.at(str(r, "region", ""));
    ++sort;
    s << "INSERT INTO cities (slug, name, name_in, region_id, sort) VALUES (:s, :n, :i, :r, :o)"
         " RETURNING id",
        soci::use(slug), soci::use(name), soci::use(name_in), soci::use(region), soci::use(sort),
        soci::into(id);
    city_ids[slug] = id;
  }
  for (const auto& r : list(c, "places")) {
    const std::string code = str(r, "code", ""), name = str(r, "name", ""),
                      address = str(r, "address", "");
    const long long city = city_ids.at(str(r, "city", ""));
    const double lat = number(r.at("lat")), lon = number(r.at("lon"));
    s << "INSERT INTO places (code, name, city_id, address, lat, lon)"
         " VALUES (:c, :n, :city, :a, :lat, :lon) RETURNING id",
        soci::use(code), soci::use(name), soci::use(city), soci::use(address), soci::use(lat),
        soci::use(lon), soci::into(id);
    place_ids[code] = id;
    city_of_place[code] = city;
  }
  sort = 0;
  for (const auto& r : list(c, "creative_types")) {
    const std::string slug = str(r, "slug", ""), title = str(r, "title", ""),
                      adjective = str(r, "adjective_plural", ""), icon = str(r, "icon", "");
    ++sort;
    s << "INSERT INTO creative_types (slug, title, adjective_plural, icon, sort)"
         " VALUES (:s, :t, :a, :i, :o) RETURNING id",
        soci::use(slug), soci::use(title), soci::use(adjective), soci::use(icon), soci::use(sort),
        soci::into(id);
    type_ids[slug] = id;
  }
  sort = 0;
  for (const auto& r : list(c, "age_categories")) {
    const std::string slug = str(r, "slug", ""), title = str(r, "title", "");
    const int min_age = static_cast<int>(count(r, "min_age", slug));
    const std::optional<int> max_age =
        r.at("max_age").is_null() ? std::nullopt
                                  : std::optional<int>(static_cast<int>(count(r, "max_age", slug)));
    ++sort;
    s << "INSERT INTO age_categories (slug, title, min_age, max_age, sort)"
         " VALUES (:s, :t, :mn, :mx, :o) RETURNING id",
        soci::use(slug), soci::use(title), soci::use(min_age), soci::use(max_age), soci::use(sort),
        soci::into(id);
    age_ids[slug] = id;
  }
  sort = 0;
  for (const auto& r : list(c, "tags")) {
    const std::string slug = str(r, "slug", ""), title = str(r, "title", ""),
                      icon = str(r, "icon", ""), color = str(r, "color", "");
    ++sort;
    s << "INSERT INTO tags (slug, title, icon, color, sort) VALUES (:s, :t, :i, :c, :o)"
         " RETURNING id",
        soci::use(slug), soci::use(title), soci::use(icon), soci::use(color), soci::use(sort),
        soci::into(id);
    tag_ids[slug] = id;
  }
  sort = 0;
  for (const auto& r : list(c, "execution_formats")) {
    const std::string code = str(r, "code", ""), title = str(r, "title", "");
    ++sort;
    s << "INSERT INTO execution_formats (code, title, sort) VALUES (:c, :t, :o)", soci::use(code),
        soci::use(title), soci::use(sort);
  }
  for (const auto& r : list(c, "projects")) {
    const std::string slug = str(r, "slug", ""), title = str(r, "title", ""),
                      summary = str(r, "summary", ""), content = json::serialize(r.at("content"));
    const int fixed = r.get_object().contains("fixed") && r.at("fixed").as_bool() ? 1 : 0;
    s << "INSERT INTO projects (slug, title, summary, content_json, fixed)"
         " VALUES (:s, :t, :m, :c, :f) RETURNING id",
        soci::use(slug), soci::use(title), soci::use(summary), soci::use(content), soci::use(fixed),
        soci::into(id);
    project_ids[slug] = id;
  }
  const std::string now = db::now_utc();
  for (const auto& e : list(c, "events")) {
    const std::string code = str(e, "code", ""), type = str(e, "type", ""),
                      name = str(e, "name", "");
    const std::string description = json::serialize(e.at("description"));
    const std::string photo = "/api/event/" + code + "/cover.svg";
    const auto place_code = opt_str(e, "place", code);
    std::optional<long long> place, city, project;
    if (place_code) {
      place = place_ids.at(*place_code);
      city = city_of_place.at(*place_code);
    }
    if (const auto p = opt_str(e, "project", code)) project = project_ids.at(*p);
    const int offset = static_cast<int>(e.at("start_offset_days").as_int64());
    const int duration = static_cast<int>(count(e, "duration_days", code));
    const std::string start = add_days(seed_day, offset);
    const std::string end = add_days(start, duration - 1);
    const int place_count = static_cast<int>(count(e, "place_count", code));
    const int places_left = static_cast<int>(count(e, "places_left", code));
    const int price = static_cast<int>(count(e, "price_participation", code));
    const std::optional<int> price_trip =
        e.at("price_trip").is_null()
            ? std::nullopt
            : std::optional<int>(static_cast<int>(count(e, "price_trip", code)));
    const std::string package = json::serialize(e.at("package_trip"));
    const auto support = opt_str(e, "support", code);
    const int published = e.at("published").as_bool() ? 1 : 0;
    s << "INSERT INTO events (code, type, name, description_json, photo, place_id, city_id,"
         " date_start, date_end, place_count, places_left, price_participation, price_trip,"
         " package_trip_json, support, project_id, published, created_at, updated_at)"
         " VALUES (:code, :type, :name, :d, :photo, :place, :city, :start, :end, :pc, :pl,"
         " :price, :trip, :package, :support, :project, :published, :now, :now2) RETURNING id",
        soci::use(code), soci::use(type), soci::use(name), soci::use(description), soci::use(photo),
        soci::use(place), soci::use(city), soci::use(start), soci::use(end), soci::use(place_count),
        soci::use(places_left), soci::use(price), soci::use(price_trip), soci::use(package),
        soci::use(support), soci::use(project), soci::use(published), soci::use(now),
        soci::use(now), soci::into(id);
    for (const auto& slug : strings(e, "creative_types")) {
      const long long ref = type_ids.at(slug);
      s << "INSERT INTO event_creative_types (event_id, creative_type_id) VALUES (:e, :r)",
          soci::use(id), soci::use(ref);
    }
    for (const auto& slug : strings(e, "age_categories")) {
      const long long ref = age_ids.at(slug);
      s << "INSERT INTO event_age_categories (event_id, age_category_id) VALUES (:e, :r)",
          soci::use(id), soci::use(ref);
    }
    for (const auto& slug : strings(e, "tags")) {
      const long long ref = tag_ids.at(slug);
      s << "INSERT INTO event_tags (event_id, tag_id) VALUES (:e, :r)", soci::use(id),
          soci::use(ref);
    }
    for (const auto& p : e.at("program").get_array()) {
      const int day = static_cast<int>(count(p, "day", code));
      const std::string time = str(p, "time", code), title = str(p, "title", code);
      s << "INSERT INTO event_programs (event_id, day, time, title) VALUES (:e, :d, :t, :n)",
          soci::use(id), soci::use(day), soci::use(time), soci::use(title);
    }
    for (const auto& r : e.at("requirements").get_array()) {
      const long long project_id = project_ids.at(str(r, "project", code));
      const int n = static_cast<int>(count(r, "count", code));
      s << "INSERT INTO event_requirements (event_id, project_id, count) VALUES (:e, :p, :n)",
          soci::use(id), soci::use(project_id), soci::use(n);
    }
    int jury_sort = 0;
    for (const auto& j : e.at("jury").get_array()) {
      const std::string person = str(j, "name", code), regalia = str(j, "regalia", code);
      ++jury_sort;
      s << "INSERT INTO event_jury (event_id, sort, name, regalia) VALUES (:e, :o, :n, :r)",
          soci::use(id), soci::use(jury_sort), soci::use(person), soci::use(regalia);
    }
  }
  s.commit();
}

}  // namespace

}  // namespace platform::catalog
