#include "catalog/service.hpp"

#include <malloc.h>

#include <boost/json.hpp>

#include "catalog/dates.hpp"
#include "catalog/search_text.hpp"
#include "core/json_input.hpp"
#include "core/json_null.hpp"
#include "core/waiting.hpp"
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

// The Cart event of spec section 3.
json::object card_json(const CardRow& row) {
  json::array tags;
  for (const auto& t : row.tags) {
    tags.push_back(
        json::object{{"id", t.id}, {"title", t.title}, {"icon", t.icon}, {"color", t.color}});
  }
  return {
      {"event_id", row.id},
      {"event_type", row.type},
      {"status", "new"},
      {"code", row.code},
      {"name", row.name},
      {"photo", core::or_null(row.photo)},
      {"place",
       json::object{{"city", core::or_null(row.city)}, {"address", core::or_null(row.address)}}},
      {"count", 1},
      {"date", json::object{{"start", row.start}, {"end", row.end}}},
      {"place_count", row.places_left},
      {"type", row.type},
      {"package_trip", core::parse_json_or(row.package_json, json::array())},
      {"price_trip", row.price_trip ? json::value(*row.price_trip) : json::value(nullptr)},
      {"price_participation", row.price},
      {"support", core::or_null(row.support)},
      {"tags", std::move(tags)},
  };
}

json::array cards_json(const std::vector<CardRow>& rows) {
  json::array out;
  out.reserve(rows.size());
  for (const auto& row : rows) out.push_back(card_json(row));
  return out;
}

json::array labels_json(const std::vector<LabelRow>& rows, bool icon) {
  json::array out;
  for (const auto& r : rows) {
    json::object label{{"id", r.id}, {"code", r.code}, {"title", r.title}};
    if (icon) label["icon"] = r.icon;
    out.push_back(std::move(label));
  }
  return out;
}

}  // namespace

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

CatalogService::CatalogService(db::Database& database, CatalogRepository& repository)
    : database_(database),
      repository_(repository),
      snapshot_("catalog_snapshot", database.changes().versions(), {cache::Domain::catalog}, 1),
      index_("catalog_index", database.changes().versions(), {cache::Domain::catalog}, 1),
      answers_("catalog_answers", database.changes().versions(),
               {cache::Domain::catalog, cache::Domain::places}, kMaxCachedAnswers,
               kCachedAnswersBytes),
      searches_("catalog_searches", database.changes().versions(), {cache::Domain::catalog},
                kMaxCachedSearches, kCachedSearchesBytes),
      cards_("catalog_cards", database.changes().versions(),
             {cache::Domain::catalog, cache::Domain::places}, kMaxCachedCards, kCachedCardsBytes) {}

std::shared_ptr<const Snapshot> CatalogService::snapshot() {
  return snapshot_.get({}, [this] { return load(); });
}

void CatalogService::places_changed(db::Work& work, std::vector<long long> event_ids) {
  work.changed(cache::Domain::places, false);
  work.after_commit([this, ids = std::move(event_ids)] {
    answers_.drop_tagged(ids);
    cards_.drop_tagged(ids);
    if (places_listener_) places_listener_();
  });
}

Snapshot CatalogService::load() {
  Snapshot loaded;
  static_cast<Handbooks&>(loaded) = repository_.handbooks();
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

std::shared_ptr<const EventIndex> CatalogService::event_index() {
  if (auto kept = index_.find({})) return kept;
  // At 100 000 events a build takes about two seconds: never on an io thread (the request goes to
  // the blocking pool), and one at a time: the requests that come meanwhile wait for it rather
  // than each build their own.
  if (!core::waiting_allowed()) throw core::MustWait();
  std::lock_guard lock(index_building_);
  if (auto built = index_.find({})) return built;  // by the thread this one waited for
  const auto stamp = index_.stamp();
  auto index = index_.store({},
                            EventIndex(repository_.index_rows(),
                                       [this](const auto& visit) { repository_.each_text(visit); }),
                            stamp);
  // The rows it was built from were many small blocks: hand the freed pages back instead of
  // keeping them for nothing.
  ::malloc_trim(0);
  return index;
}

CatalogService::ListAnswer CatalogService::list(const ListQuery& q, const std::string& today) {
  long long total = 0;
  ListAnswer out;
  std::map<long long, std::shared_ptr<const std::string>> cards;
  if (EventIndex::answers(q)) {
    auto found = event_index()->find(q, today);
    total = found.total;
    out.event_ids = std::move(found.ids);
    cards = kept_cards(out.event_ids);
  } else {
    auto [count, page] = repository_.list(q, today);
    total = count;
    for (const auto& row : page) {
      out.event_ids.push_back(row.id);
      cards.emplace(row.id, std::make_shared<const std::string>(json::serialize(card_json(row))));
    }
  }
  // The bytes json_ok would send for {items, total, page, per_page}.
  out.body = R"({"status":200,"data":{"items":[)";
  bool first = true;
  for (const auto id : out.event_ids) {
    const auto card = cards.find(id);
    if (card == cards.end()) continue;
    if (!first) out.body += ',';
    out.body += *card->second;
    first = false;
  }
  out.body += R"(],"total":)" + std::to_string(total) + R"(,"page":)" + std::to_string(q.page) +
              R"(,"per_page":)" + std::to_string(q.per_page) + "}}";
  return out;
}

std::map<long long, std::shared_ptr<const std::string>> CatalogService::kept_cards(
    const std::vector<long long>& ids) {
  std::map<long long, std::shared_ptr<const std::string>> found;
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
  for (const auto& row : repository_.cards(missing)) {
    found.emplace(row.id, cards_.store(row.id, json::serialize(card_json(row)), before, {row.id}));
  }
  return found;
}

json::array CatalogService::event_cards(const std::vector<long long>& ids) {
  const auto found = kept_cards(ids);  // by id: the answer's order
  json::array out;
  out.reserve(found.size());
  for (const auto& [id, card] : found) out.push_back(json::parse(*card));
  return out;
}

std::vector<std::string> CatalogService::published_codes() {
  return repository_.published_codes();
}

std::vector<std::string> CatalogService::project_slugs() {
  return repository_.project_slugs();
}

std::optional<std::string> CatalogService::published_name(const std::string& code) {
  return repository_.published_name(code);
}

std::optional<std::string> CatalogService::photo_hash(const std::string& code) {
  const auto photo = repository_.photo(code);
  if (!photo || !*photo) return std::nullopt;
  return PhotoStore::hash_of(**photo, code);
}

std::optional<json::object> CatalogService::festival(const std::string& code,
                                                     const std::string& today) {
  auto row = repository_.festival(code);
  if (!row) return std::nullopt;
  json::object out = card_json(row->card);
  out["description"] = core::parse_json_or(row->description_json, json::array());
  out["places_total"] = row->place_total;
  out["places_left"] = row->card.places_left;
  auto& place = out["place"].as_object();
  place["id"] = row->place_id ? json::value(*row->place_id) : json::value(nullptr);
  place["code"] = core::or_null(row->place_code);
  place["name"] = core::or_null(row->place_name);
  place["city_slug"] = core::or_null(row->city_slug);
  place["lat"] = row->lat ? json::value(*row->lat) : json::value(nullptr);
  place["lon"] = row->lon ? json::value(*row->lon) : json::value(nullptr);
  place["online"] = !row->place_id.has_value();
  out["project"] =
      row->project_slug
          ? json::value(json::object{{"code", *row->project_slug}, {"title", *row->project_title}})
          : json::value(nullptr);
  out["creative_types"] = labels_json(row->creative_types, true);
  out["age_categories"] = labels_json(row->age_categories, false);
  json::array program;
  for (const auto& p : row->program) {
    program.push_back(json::object{{"day", p.day},
                                   {"date", add_days(row->card.start, p.day - 1)},
                                   {"time", p.time},
                                   {"title", p.title}});
  }
  out["program"] = std::move(program);
  json::array jury;
  for (const auto& j : row->jury) {
    jury.push_back(json::object{
        {"name", j.name}, {"regalia", j.regalia}, {"mentor", core::or_null(j.mentor_code)}});
  }
  out["jury"] = std::move(jury);
  // The final-of-event hint of spec section 3: per required project its title, code and count.
  json::array requirements;
  for (const auto& r : row->requirements) {
    requirements.push_back(json::object{{"code", r.code}, {"title", r.title}, {"count", r.count}});
  }
  out["requirements"] = std::move(requirements);
  // Upcoming published events of the same creative types, found in the index, their cards kept.
  std::vector<long long> type_ids;
  for (const auto& t : row->creative_types) type_ids.push_back(t.id);
  const auto related = event_index()->related(type_ids, row->card.id, today, kRelatedEvents);
  const auto cards = kept_cards(related);
  json::array related_cards;
  for (const auto id : related) {
    if (const auto card = cards.find(id); card != cards.end()) {
      related_cards.push_back(json::parse(*card->second));
    }
  }
  out["related"] = std::move(related_cards);
  return out;
}

json::object CatalogService::projects(const std::string& today) {
  json::array items;
  for (const auto& p : repository_.projects(today)) {
    items.push_back(json::object{{"slug", p.slug},
                                 {"title", p.title},
                                 {"summary", p.summary},
                                 {"fixed", p.fixed},
                                 {"events_count", p.events_count}});
  }
  return {{"items", std::move(items)}};
}

std::optional<json::object> CatalogService::project(const std::string& slug,
                                                    const std::string& today) {
  const auto p = repository_.project(slug, today, kMaxProjectEvents);
  if (!p) return std::nullopt;
  return json::object{{"slug", p->slug},
                      {"title", p->title},
                      {"summary", p->summary},
                      {"fixed", p->fixed},
                      {"content", core::parse_json_or(p->content_json, json::array())},
                      {"events", cards_json(p->events)}};
}

json::object CatalogService::search(const std::string& text, int page, int per_page) {
  const auto terms = query_terms(text);
  const auto found = event_index()->search(terms, page, per_page);
  const long long total = found.total;
  const auto rows = repository_.search_rows(found.ids);
  json::array items;
  for (const auto& r : rows) {
    items.push_back(json::object{
        {"type", "event"},
        {"id", r.id},
        {"code", r.code},
        {"url", "/festival/" + r.code + "/"},
        {"title", r.name},
        {"title_html", highlight(r.name, terms, 300)},
        {"snippet", snippet(r.searched, terms)},
        {"date", json::object{{"start", r.start}, {"end", r.end}}},
        {"photo", core::or_null(r.photo)},
        {"city", core::or_null(r.city)},
    });
  }
  return {{"items", std::move(items)}, {"total", total}, {"page", page}, {"per_page", per_page}};
}

}  // namespace platform::catalog
