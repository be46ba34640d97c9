#include "recommend/service.hpp"

#include <boost/json.hpp>
#include <map>

#include "catalog/dates.hpp"
#include "content/pages.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/json_null.hpp"
#include "core/validation.hpp"

namespace platform::recommend {
namespace json = boost::json;

namespace {

constexpr long long kMaxPosition = 10000;
constexpr std::size_t kMaxCachedAnswers = 64;

// A positive whole number of a JSON field (react-admin sends numbers; a form may send digits).
std::optional<long long> positive_id(const json::value& v) {
  if (v.is_int64() && v.as_int64() > 0) return v.as_int64();
  if (v.is_uint64() && v.as_uint64() <= 1'000'000'000'000ULL) {
    return static_cast<long long>(v.as_uint64());
  }
  if (const auto* text = v.if_string(); text && !text->empty() && text->size() <= 15) {
    long long out = 0;
    for (const char c : *text) {
      if (c < '0' || c > '9') return std::nullopt;
      out = out * 10 + (c - '0');
    }
    if (out > 0) return out;
  }
  return std::nullopt;
}

std::string envelope(json::value data) {
  return json::serialize(json::object{{"status", 200}, {"data", std::move(data)}});
}

}  // namespace

json::object recommendation_json(const Recommendation& p) {
  return {{"id", p.id},
          {"area", p.area},
          {"position", p.position},
          {"kind", p.kind},
          {"item_id", p.item_id},
          {"note", core::or_null(p.note)},
          {"item_title", core::or_null(p.item_title)},
          {"item_code", core::or_null(p.item_code)},
          {"visible", p.visible},
          {"created_at", p.created_at},
          {"updated_at", p.updated_at}};
}

json::object article_card_json(const LivePick& p) {
  const std::string type = p.type_code.value_or("");
  const std::string code = p.code.value_or("");
  json::object out{{"code", code},
                   {"type", type},
                   {"type_name", p.type_name.value_or("")},
                   {"title", p.title.value_or("")},
                   {"tags", core::parse_json_or(p.tags_json.value_or("[]"), json::array())},
                   {"published_at", core::or_null(p.published_at)},
                   {"path", core::concat("/blog/", type, "/", code, "/")}};
  if (p.lead) out["lead"] = *p.lead;
  if (p.cover) out["cover"] = *p.cover;
  if (p.author) out["author"] = *p.author;
  return out;
}

RecommendService::RecommendService(RecommendationRepository& repository,
                                   catalog::CatalogService& catalog, audit::AuditRepository& audit,
                                   db::Database& database)
    : repository_(repository),
      catalog_(catalog),
      audit_(audit),
      database_(database),
      answers_("recommend_answers", database.changes().versions(),
               {cache::Domain::content, cache::Domain::catalog, cache::Domain::places},
               kMaxCachedAnswers) {}

std::shared_ptr<const std::string> RecommendService::public_json(const std::string& area,
                                                                 long long limit) {
  const std::string today = catalog::today_utc();
  const std::string key = core::concat(area, "|", std::to_string(limit), "|", today);
  if (auto body = answers_.find(key)) return body;
  const auto before = answers_.stamp();
  const auto picks = repository_.live(area, today, limit);
  // The events' cards in one call (kept by id in the catalogue's cache), then in the picks' order.
  std::vector<long long> event_ids;
  for (const auto& p : picks) {
    if (p.kind == kEvent) event_ids.push_back(p.item_id);
  }
  std::map<long long, json::object> cards;
  if (!event_ids.empty()) {
    for (auto& card : catalog_.event_cards(event_ids)) {
      auto& object = card.as_object();
      cards.emplace(object.at("event_id").to_number<long long>(), std::move(object));
    }
  }
  json::array items;
  for (const auto& p : picks) {
    json::object item{{"id", p.id}, {"kind", p.kind}};
    if (p.note) item["note"] = *p.note;
    if (p.kind == kEvent) {
      const auto card = cards.find(p.item_id);
      if (card == cards.end()) continue;  // removed between the two reads
      item["event"] = card->second;
    } else {
      item["article"] = article_card_json(p);
    }
    items.push_back(std::move(item));
  }
  return answers_.store(key, envelope(json::object{{"items", std::move(items)}}), before);
}

std::vector<Recommendation> RecommendService::list() {
  return repository_.all(catalog::today_utc());
}

Recommendation RecommendService::get(long long id) {
  auto p = repository_.find(id, catalog::today_utc());
  if (!p) core::throw_not_found("Рекомендация не найдена");
  return std::move(*p);
}

Recommendation RecommendService::read(const json::object& body, const Recommendation* existing) {
  core::FieldReader reader(body);
  Recommendation p = existing ? *existing : Recommendation{};
  const core::Rule required{"required"};
  // The note's length first: a long text is refused before anything is looked up.
  p.note = reader.text("note", {{"max", static_cast<std::int64_t>(kMaxNoteChars)}});
  if (auto area = reader.text("area", {required, {"max", 20}})) {
    if (!content::is_public_area(*area))
      reader.fail("area", "Такого раздела сайта нет");
    else
      p.area = *area;
  }
  if (auto kind = reader.text("kind", {required, {"max", 20}})) {
    if (*kind != kEvent && *kind != kArticle)
      reader.fail("kind", "Выберите, что рекомендовать: мероприятие или статью");
    else
      p.kind = *kind;
  }
  const auto* position = body.if_contains("position");
  const bool has_position = position && !position->is_null();
  if (has_position) {
    if (!position->is_int64() || position->as_int64() < 0 || position->as_int64() > kMaxPosition)
      reader.fail("position",
                  core::concat("Должно быть целым числом от 0 до ", std::to_string(kMaxPosition)));
    else
      p.position = position->as_int64();
  }
  const auto* item = body.if_contains("item_id");
  if (!item || item->is_null() || (item->is_string() && item->get_string().empty())) {
    reader.fail("item_id", core::kRequiredMessage);
  } else if (auto id = positive_id(*item)) {
    p.item_id = *id;
  } else {
    reader.fail("item_id", "Должно быть номером записи: целым числом больше нуля");
  }
  // The item is looked up only when every other field was read well.
  if (!reader.failed("note") && !reader.failed("area") && !reader.failed("kind") &&
      !reader.failed("position") && !reader.failed("item_id")) {
    if (p.kind == kEvent) {
      if (!repository_.event_name(p.item_id)) reader.fail("item_id", "Такого мероприятия нет");
    } else if (const auto article = repository_.article(p.item_id); !article) {
      reader.fail("item_id", "Такой статьи нет");
    } else if (article->area != p.area && article->area != "main" && p.area != "main") {
      reader.fail("item_id",
                  "Статья написана для другого раздела сайта: выберите статью этого раздела "
                  "или основного сайта");
    }
    if (!reader.failed("item_id") && repository_.taken(p.area, p.kind, p.item_id, p.id)) {
      reader.fail("item_id", "Этот материал уже есть в рекомендациях раздела");
    }
  }
  reader.finish();
  if (!has_position && !existing) p.position = repository_.next_position(p.area);
  return p;
}

Recommendation RecommendService::create(const json::object& body,
                                        std::optional<long long> actor_id) {
  Recommendation p = read(body, nullptr);
  p.created_at = p.updated_at = db::now_utc();
  db::Work work(database_);
  p.id = RecommendationRepository::insert(work, p);
  Recommendation after = saved(work, p.id);
  audit_.record_change(work, actor_id, "recommendation", p.id, "create", nullptr,
                       recommendation_json(after));
  work.commit();
  return after;
}

Recommendation RecommendService::edit(long long id, const json::object& body, long long actor_id) {
  const Recommendation before = get(id);
  Recommendation p = read(body, &before);
  p.updated_at = db::now_utc();
  db::Work work(database_);
  RecommendationRepository::update(work, p);
  Recommendation after = saved(work, id);
  audit_.record_change(work, actor_id, "recommendation", id, "edit", recommendation_json(before),
                       recommendation_json(after));
  work.commit();
  return after;
}

Recommendation RecommendService::remove(long long id, long long actor_id) {
  Recommendation before = get(id);
  db::Work work(database_);
  RecommendationRepository::remove(work, id);
  audit_.record_change(work, actor_id, "recommendation", id, "delete", recommendation_json(before),
                       nullptr);
  work.changed(cache::Domain::content);
  work.commit();
  return before;
}

Recommendation RecommendService::create_by_code(const json::object& body) {
  json::object with_id = body;
  const auto* kind = body.if_contains("kind");
  const auto* code = body.if_contains("code");
  if (kind && kind->is_string() && code && code->is_string()) {
    const std::string text(code->get_string());
    const auto id =
        kind->get_string() == kEvent ? repository_.event_id(text) : repository_.article_id(text);
    if (id) with_id["item_id"] = *id;
  }
  return create(with_id, std::nullopt);
}

Recommendation RecommendService::saved(db::Work& work, long long id) {
  work.changed(cache::Domain::content);
  auto p = RecommendationRepository::find(work, id, catalog::today_utc());
  if (!p) core::throw_not_found("Рекомендация не найдена");
  return std::move(*p);
}

}  // namespace platform::recommend
