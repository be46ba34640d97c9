#include "catalog/routes.hpp"

#include <algorithm>
#include <charconv>
#include <type_traits>

#include "catalog/answer_keys.hpp"
#include "catalog/cover.hpp"
#include "catalog/dates.hpp"
#include "core/validation.hpp"

namespace platform::catalog {
using auth::Access;
using auth::Principal;
using http::Verb;

namespace {

constexpr const char* kBadDate = "Дата должна быть в формате ГГГГ-ММ-ДД";
// Search text, in characters (a festival title and a city fit well within it).
constexpr std::size_t kMaxSearchChars = 200;

std::optional<int> to_int(std::string_view text) {
  int value = 0;
  const auto* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (ec != std::errc() || ptr != end || text.empty()) return std::nullopt;
  return value;
}

bool is_all(const std::optional<std::string>& v) {
  return !v || v->empty() || *v == "all";
}

// Adds the ids of the events an answer shows (every card's event_id, at any depth): a change to
// their places drops it (CatalogService::places_changed).
void add_event_ids(const boost::json::value& value, std::vector<long long>& ids) {
  if (const auto* object = value.if_object()) {
    for (const auto& [key, field] : *object) {
      if (key == "event_id" && field.is_int64()) {
        ids.push_back(field.get_int64());
      } else if (field.is_object() || field.is_array()) {
        add_event_ids(field, ids);
      }
    }
  } else if (const auto* array = value.if_array()) {
    for (const auto& item : *array) add_event_ids(item, ids);
  }
}

// Serves the answer cached under key, or makes it and keeps it unless the catalogue changed
// meanwhile. `make` returns the answer's bytes and its tags, the events it shows
// (CatalogService::ListAnswer), or the data of a 200 JSON envelope, whose event ids are its tags.
template <typename Make>
http::Response through_cache(CatalogService::Answers& answers, const std::string& key, Make make) {
  if (auto body = answers.find(key)) return http::json_shared(body);
  const auto before = answers.stamp();
  auto made = make();
  if constexpr (std::is_same_v<decltype(made), CatalogService::ListAnswer>) {
    return http::json_shared(
        answers.store(key, std::move(made.body), before, std::move(made.event_ids)));
  } else {
    CatalogService::Answers::Tags tags;
    add_event_ids(made, tags);
    return http::json_shared(answers.store(key, http::json_ok(made).body, before, std::move(tags)));
  }
}

std::string key_of(const ListQuery& q, const std::string& today) {
  std::string key = "list|" + today + "|" + q.date_min + "|" + q.date_max.value_or("") + "|" +
                    std::to_string(q.city_id.value_or(0)) + "|" +
                    std::to_string(q.creative_type_id.value_or(0)) + "|" +
                    std::to_string(q.age_category_id.value_or(0)) + "|";
  auto tags = q.tag_ids;
  std::sort(tags.begin(), tags.end());
  for (const auto t : tags) key += std::to_string(t) + ",";
  auto types = q.types;
  std::sort(types.begin(), types.end());
  key += '|';
  for (const auto& t : types) {
    key += t;
    key += ',';
  }
  key += "|" + q.sort + "|" + std::to_string(q.page) + "|" + std::to_string(q.per_page) + "|" +
         q.search;
  return key;
}

}  // namespace

ListQuery read_list_query(const http::Request& request, const Snapshot& handbooks) {
  ListQuery q;
  core::FieldErrors errors;
  const auto fail = [&errors](const char* field, std::string message) {
    auto& list = errors[field];
    if (list.empty()) list.push_back(std::move(message));
  };
  if (const auto v = request.query("city"); !is_all(v)) {
    if (const auto* e = handbooks.city(*v))
      q.city_id = e->id;
    else
      fail("city", "Неизвестный город");
  }
  if (const auto v = request.query("creative_type"); !is_all(v)) {
    if (const auto* e = handbooks.creative_type(*v))
      q.creative_type_id = e->id;
    else
      fail("creative_type", "Неизвестный вид творчества");
  }
  if (const auto v = request.query("age_category"); !is_all(v)) {
    if (const auto* e = handbooks.age_category(*v))
      q.age_category_id = e->id;
    else
      fail("age_category", "Неизвестная возрастная категория");
  }
  for (const auto& p : request.target.params()) {
    if (p.key != "tags" || p.value.empty()) continue;
    if (const auto* e = handbooks.tag(p.value)) {
      if (std::find(q.tag_ids.begin(), q.tag_ids.end(), e->id) == q.tag_ids.end()) {
        q.tag_ids.push_back(e->id);
      }
    } else {
      fail("tags", "Неизвестная метка");
    }
  }
  for (const auto& p : request.target.params()) {
    if (p.key != "type" || p.value.empty()) continue;
    if (!is_event_type(p.value)) {
      fail("type", "Неизвестный тип мероприятия");
    } else if (std::find(q.types.begin(), q.types.end(), p.value) == q.types.end()) {
      q.types.push_back(p.value);
    }
  }
  if (const auto v = request.query("search"); v && !v->empty()) {
    if (auto problem = core::text_problem(*v, kMaxSearchChars))
      fail("search", std::move(*problem));
    else
      q.search = *v;
  }
  if (const auto v = request.query("date-min"); v && !v->empty()) {
    if (is_date(*v))
      q.date_min = *v;
    else
      fail("date-min", kBadDate);
  }
  if (const auto v = request.query("date-max"); v && !v->empty()) {
    if (is_date(*v))
      q.date_max = *v;
    else
      fail("date-max", kBadDate);
  }
  if (!q.date_min.empty() && q.date_max && *q.date_max < q.date_min) {
    fail("date-max", "Дата окончания не может быть раньше даты начала");
  }
  if (const auto v = request.query("page"); v && !v->empty()) {
    const auto n = to_int(*v);
    if (!n)
      fail("page", "Должно быть целым числом");
    else if (*n < 1)
      fail("page", "Должно быть больше или равно 1");
    else if (*n > 100000)
      fail("page", "Не должно превышать 100000");
    else
      q.page = *n;
  }
  if (const auto v = request.query("per_page"); v && !v->empty()) {
    const auto n = to_int(*v);
    if (!n)
      fail("per_page", "Должно быть целым числом");
    else if (*n < 1)
      fail("per_page", "Должно быть больше или равно 1");
    else if (*n > 100)
      fail("per_page", "Не должно превышать 100");
    else
      q.per_page = *n;
  }
  if (const auto v = request.query("sort"); v && !v->empty()) {
    if (*v == "date" || *v == "price" || *v == "places")
      q.sort = *v;
    else
      fail("sort", "Сортировка возможна по date, price или places");
  }
  if (!errors.empty()) core::throw_invalid(std::move(errors));
  return q;
}

void register_routes(http::Router& router, const auth::Guard& guard, CatalogService& catalog,
                     const PhotoStore& photos) {
  guard.add(
      router,
      {
          {Verb::get, "/api/event/filters", Access::anyone, "",
           [&catalog](http::Request& request, const Principal*) {
             // Pre-serialised bytes shared by every request; revalidated with the ETag.
             const auto snap = catalog.snapshot();
             http::Response r;
             r.set(http::beast_http::field::content_type, "application/json; charset=utf-8");
             r.set(http::beast_http::field::cache_control, "no-cache");
             r.set(http::beast_http::field::etag, snap->etag);
             const auto if_none_match = request.header(http::beast_http::field::if_none_match);
             if (!if_none_match.empty() &&
                 if_none_match.find(snap->etag) != std::string_view::npos) {
               r.status = http::Status::not_modified;
               return r;
             }
             r.shared_body = std::shared_ptr<const std::string>(snap, &snap->filters_body);
             return r;
           }},
          {Verb::get, "/api/search", Access::anyone, "",
           [&catalog](http::Request& request, const Principal*) {
             core::FieldErrors errors;
             const auto text = request.query("text").value_or("");
             if (text.find_first_not_of(" \t\r\n") == std::string::npos) {
               errors["text"].push_back(core::kRequiredMessage);
             } else if (auto problem = core::text_problem(text, kMaxSearchChars)) {
               errors["text"].push_back(std::move(*problem));
             }
             int page = 1, per_page = 20;
             if (const auto v = request.query("page"); v && !v->empty()) {
               const auto n = to_int(*v);
               if (!n || *n < 1 || *n > 100000)
                 errors["page"].push_back("Должно быть целым числом от 1");
               else
                 page = *n;
             }
             if (const auto v = request.query("per_page"); v && !v->empty()) {
               const auto n = to_int(*v);
               if (!n || *n < 1)
                 errors["per_page"].push_back("Должно быть целым числом от 1");
               else if (*n > 50)
                 errors["per_page"].push_back("Не должно превышать 50");
               else
                 per_page = *n;
             }
             if (!errors.empty()) core::throw_invalid(std::move(errors));
             const std::string key = "search|" + today_utc() + "|" + std::to_string(page) + "|" +
                                     std::to_string(per_page) + "|" + text;
             return through_cache(catalog.searches(), key,
                                  [&] { return catalog.search(text, page, per_page); });
           }},
          {Verb::get, "/api/event/list", Access::anyone, "",
           [&catalog](http::Request& request, const Principal*) {
             const auto snap = catalog.snapshot();
             const ListQuery q = read_list_query(request, *snap);
             const std::string today = today_utc();
             return through_cache(catalog.answers(), key_of(q, today), [&] {
               auto listed = catalog.list(q, today);
               // A list ordered by places left depends on every event's places.
               if (q.sort == "places") listed.event_ids.push_back(CatalogService::Answers::kAnyTag);
               return listed;
             });
           }},
          {Verb::get, "/api/event/{code}", Access::anyone, "",
           [&catalog](http::Request& request, const Principal*) {
             const std::string code = request.params.at("code");
             const std::string today = today_utc();
             return through_cache(catalog.answers(), festival_answer_key(code, today), [&] {
               auto festival = catalog.festival(code, today);
               if (!festival) core::throw_not_found("Фестиваль не найден");
               return std::move(*festival);
             });
           }},
          {Verb::get, "/api/event/{code}/photo", Access::anyone, "",
           [&catalog, &photos](http::Request& request, const Principal*) {
             // Only the current photo's URL answers: a URL always means the same bytes, so it can
             // be cached for a year. Unpublished events too: the URL's hash is known only to
             // whoever was shown the event (the admin's preview).
             const std::string code = request.params.at("code");
             const auto wanted = request.query("v");
             const auto hash = catalog.photo_hash(code);
             auto photo = hash && wanted == *hash ? photos.read(*hash) : std::nullopt;
             if (!photo) core::throw_not_found("Фото не найдено");
             http::Response r;
             r.set(http::beast_http::field::content_type, photo->content_type);
             r.set(http::beast_http::field::cache_control, "public, max-age=31536000, immutable");
             r.headers.set("X-Content-Type-Options", "nosniff");
             r.body = std::move(photo->bytes);
             return r;
           }},
          {Verb::get, "/api/project/list", Access::anyone, "",
           [&catalog](http::Request&, const Principal*) {
             const std::string today = today_utc();
             return through_cache(catalog.answers(), "projects|" + today,
                                  [&] { return catalog.projects(today); });
           }},
          {Verb::get, "/api/project/{slug}", Access::anyone, "",
           [&catalog](http::Request& request, const Principal*) {
             const std::string slug = request.params.at("slug");
             const std::string today = today_utc();
             std::string key = "project|";
             key += today;
             key += '|';
             key += slug;
             return through_cache(catalog.answers(), key, [&] {
               auto project = catalog.project(slug, today);
               if (!project) core::throw_not_found("Проект не найден");
               return std::move(*project);
             });
           }},
          {Verb::get, "/api/event/{code}/cover.svg", Access::anyone, "",
           [&catalog](http::Request& request, const Principal*) {
             const std::string code = request.params.at("code");
             const auto name = catalog.published_name(code);
             if (!name) core::throw_not_found("Фестиваль не найден");
             http::Response r;
             r.set(http::beast_http::field::content_type, "image/svg+xml");
             r.set(http::beast_http::field::cache_control, "public, max-age=86400");
             r.body = cover_svg(code, *name);
             return r;
           }},
      });
}

}  // namespace platform::catalog
