#include "blog/service.hpp"

#include <boost/json.hpp>

#include "content/blocks.hpp"
#include "content/pages.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/json_null.hpp"
#include "core/utf8.hpp"

namespace platform::blog {
namespace json = boost::json;

namespace {

constexpr std::size_t kMaxTags = 10;
constexpr std::size_t kMaxTagChars = 40;

// a-z, 0-9 and inner single hyphens: "novosti", "festival-v-sochi".
bool is_slug(std::string_view text) {
  if (text.empty() || text.front() == '-' || text.back() == '-') return false;
  char previous = 0;
  for (const char c : text) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    if (!ok || (c == '-' && previous == '-')) return false;
    previous = c;
  }
  return true;
}

// "2026-03-12T09:00:00Z".
bool is_utc_time(std::string_view t) {
  if (t.size() != 20 || t[4] != '-' || t[7] != '-' || t[10] != 'T' || t[13] != ':' ||
      t[16] != ':' || t[19] != 'Z') {
    return false;
  }
  for (const std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18}) {
    if (t[i] < '0' || t[i] > '9') return false;
  }
  return true;
}

// A tag is words: letters of any alphabet, digits, spaces and hyphens (no quotes or wildcards,
// so the repository finds it inside the tags' JSON as is).
bool is_tag_text(std::string_view tag) {
  return tag.find_first_of("\"%_\\'<>&") == std::string_view::npos;
}

json::value parsed(const std::string& text, const json::value& fallback) {
  return core::parse_json_or(text, fallback);
}

// What a visitor sees of an article in a list: no ids, status or editing times.
json::object public_item(const Article& a) {
  json::object out{{"code", a.code},
                   {"type", a.type_code},
                   {"type_name", a.type_name},
                   {"title", a.title},
                   {"tags", parsed(a.tags_json, json::array())},
                   {"published_at", core::or_null(a.published_at)}};
  if (a.lead) out["lead"] = *a.lead;
  if (a.cover) out["cover"] = *a.cover;
  if (a.author) out["author"] = *a.author;
  return out;
}

std::string envelope(json::value data) {
  return json::serialize(json::object{{"status", 200}, {"data", std::move(data)}});
}

}  // namespace

json::object type_json(const ArticleType& t) {
  return {{"id", t.id}, {"code", t.code}, {"name", t.name}, {"position", t.position}};
}

json::object article_json(const Article& a, bool with_blocks) {
  json::object out{{"id", a.id},
                   {"code", a.code},
                   {"type", a.type_code},
                   {"type_name", a.type_name},
                   {"area", a.area},
                   {"title", a.title},
                   {"lead", core::or_null(a.lead)},
                   {"cover", core::or_null(a.cover)},
                   {"author", core::or_null(a.author)},
                   {"tags", parsed(a.tags_json, json::array())},
                   {"status", a.status},
                   {"seo_title", core::or_null(a.seo_title)},
                   {"seo_description", core::or_null(a.seo_description)},
                   {"published_at", core::or_null(a.published_at)},
                   {"created_at", a.created_at},
                   {"updated_at", a.updated_at}};
  if (with_blocks) out["blocks"] = parsed(a.blocks_json, json::array());
  return out;
}

BlogService::BlogService(BlogRepository& repository, audit::AuditRepository& audit,
                         db::Database& database)
    : repository_(repository),
      audit_(audit),
      database_(database),
      answers_("blog_answers", database.changes().versions(), {cache::Domain::content}, 512),
      heads_("blog_heads", database.changes().versions(), {cache::Domain::content}, 512),
      types_("blog_types", database.changes().versions(), {cache::Domain::content}, 1),
      feeds_("blog_feeds", database.changes().versions(), {cache::Domain::content}, 16) {}

std::shared_ptr<const std::vector<ArticleType>> BlogService::published_types() {
  if (auto types = types_.find("")) return types;
  const auto before = types_.stamp();
  return types_.store("", repository_.types(), before);
}

const ArticleType* BlogService::type_of(const std::vector<ArticleType>& types,
                                        const std::string& code) {
  for (const auto& t : types) {
    if (t.code == code) return &t;
  }
  return nullptr;
}

std::shared_ptr<const std::string> BlogService::types_json() {
  if (auto body = answers_.find("types")) return body;
  const auto before = answers_.stamp();
  json::array items;
  for (const auto& t : *published_types()) {
    items.push_back(json::object{{"code", t.code}, {"name", t.name}});
  }
  return answers_.store("types", envelope(json::object{{"items", std::move(items)}}), before);
}

std::shared_ptr<const std::string> BlogService::list_json(const ListRequest& request) {
  const std::string key =
      core::concat("list|", request.type.value_or(""), "|", request.tag.value_or(""), "|",
                   std::to_string(request.page), "|", std::to_string(request.limit));
  if (auto body = answers_.find(key)) return body;
  const auto before = answers_.stamp();
  ArticleQuery query;
  if (request.type) {
    const auto types = published_types();
    const auto* type = type_of(*types, *request.type);
    if (!type) core::throw_not_found("Раздел блога не найден");
    query.type_id = type->id;
  }
  query.tag = request.tag;
  query.limit = request.limit;
  query.offset = (request.page - 1) * request.limit;
  const long long total = repository_.count_published(query);
  json::array items;
  if (query.offset < total) {
    for (const auto& a : repository_.published(query)) items.push_back(public_item(a));
  }
  const long long pages = (total + request.limit - 1) / request.limit;
  return answers_.store(
      key,
      envelope(json::object{
          {"items", std::move(items)}, {"total", total}, {"page", request.page}, {"pages", pages}}),
      before);
}

std::shared_ptr<const std::string> BlogService::published_article(const std::string& type,
                                                                  const std::string& code) {
  const std::string key = core::concat("article|", type, "|", code);
  if (auto body = answers_.find(key)) return body;
  const auto before = answers_.stamp();
  const auto* t = type_of(*published_types(), type);
  if (!t) return nullptr;
  const auto a = repository_.find_published(t->id, code);
  if (!a) return nullptr;
  json::object data = public_item(*a);
  data["blocks"] = parsed(a->blocks_json, json::array());
  if (a->seo_title) data["seo_title"] = *a->seo_title;
  if (a->seo_description) data["seo_description"] = *a->seo_description;
  data["updated_at"] = a->updated_at;
  return answers_.store(key, envelope(std::move(data)), before);
}

std::shared_ptr<const Article> BlogService::head(const std::string& type, const std::string& code) {
  const std::string key = type + "/" + code;
  if (auto found = heads_.find(key)) return found;
  const auto before = heads_.stamp();
  const auto* t = type_of(*published_types(), type);
  if (!t) return nullptr;
  auto a = repository_.find_published(t->id, code);
  if (!a) return nullptr;
  a->blocks_json.clear();
  return heads_.store(key, std::move(*a), before);
}

std::shared_ptr<const std::vector<Article>> BlogService::feed(const std::string& area) {
  if (auto found = feeds_.find(area)) return found;
  const auto before = feeds_.stamp();
  ArticleQuery query;
  if (area != "main") query.area = area;
  query.limit = kFeedSize;
  return feeds_.store(area, repository_.published(query), before);
}

std::vector<std::string> BlogService::sitemap_paths() {
  std::vector<std::string> out{"/blog/"};
  for (const auto& t : *published_types()) out.push_back("/blog/" + t.code + "/");
  ArticleQuery query;
  query.limit = 50000;  // a sitemap file's most URLs
  for (const auto& a : repository_.published(query)) {
    out.push_back("/blog/" + a.type_code + "/" + a.code + "/");
  }
  return out;
}

ArticleType BlogService::get_type(long long id) {
  auto t = repository_.find_type(id);
  if (!t) core::throw_not_found("Раздел блога не найден");
  return std::move(*t);
}

ArticleType BlogService::read_type(const json::object& body, const ArticleType* existing) {
  core::FieldReader reader(body);
  ArticleType t = existing ? *existing : ArticleType{};
  const core::Rule required{"required"};
  if (auto code = reader.text("code", {required, {"max", 40}})) {
    if (!is_slug(*code))
      reader.fail("code", "Код: латинские буквы, цифры и дефисы внутри");
    else if (repository_.type_code_taken(*code, t.id))
      reader.fail("code", "Раздел с таким кодом уже есть");
    else
      t.code = *code;
  }
  if (auto name = reader.text("name", {required, {"max", 60}})) t.name = *name;
  if (const auto* position = body.if_contains("position"); position && !position->is_null()) {
    if (!position->is_int64() || position->as_int64() < 0 || position->as_int64() > 1000)
      reader.fail("position", "Должно быть целым числом от 0 до 1000");
    else
      t.position = position->as_int64();
  }
  reader.finish();
  return t;
}

ArticleType BlogService::create_type(const json::object& body, std::optional<long long> actor_id) {
  ArticleType t = read_type(body, nullptr);
  db::Work work(database_);
  t.id = BlogRepository::insert_type(work, t);
  saved(work);
  audit_.record_change(work, actor_id, "article_type", t.id, "create", nullptr, type_json(t));
  work.commit();
  return t;
}

ArticleType BlogService::edit_type(long long id, const json::object& body, long long actor_id) {
  const ArticleType before = get_type(id);
  ArticleType t = read_type(body, &before);
  db::Work work(database_);
  BlogRepository::update_type(work, t);
  saved(work);
  audit_.record_change(work, actor_id, "article_type", id, "edit", type_json(before), type_json(t));
  work.commit();
  return t;
}

ArticleType BlogService::remove_type(long long id, long long actor_id) {
  ArticleType before = get_type(id);
  if (repository_.type_in_use(id)) {
    throw core::ApiError(core::ErrorKind::conflict, "В этом разделе есть статьи");
  }
  db::Work work(database_);
  BlogRepository::remove_type(work, id);
  saved(work);
  audit_.record_change(work, actor_id, "article_type", id, "delete", type_json(before), nullptr);
  work.commit();
  return before;
}

Article BlogService::get(long long id) {
  auto a = repository_.find(id);
  if (!a) core::throw_not_found("Статья не найдена");
  return std::move(*a);
}

Article BlogService::read(const json::object& body, const Article* existing) {
  core::FieldReader reader(body);
  Article a = existing ? *existing : Article{};
  const core::Rule required{"required"};
  if (auto code = reader.text("code", {required, {"max", 80}})) {
    if (!is_slug(*code))
      reader.fail("code", "Адрес статьи: латинские буквы, цифры и дефисы внутри");
    else if (repository_.code_taken(*code, a.id))
      reader.fail("code", "Статья с таким адресом уже есть");
    else
      a.code = *code;
  }
  if (auto type = reader.text("type", {required, {"max", 40}})) {
    if (auto t = repository_.find_type(*type)) {
      a.type_id = t->id;
      a.type_code = t->code;
      a.type_name = t->name;
    } else {
      reader.fail("type", "Такого раздела блога нет");
    }
  }
  if (auto area = reader.text("area", {{"max", 20}})) {
    if (!content::is_public_area(*area))
      reader.fail("area", "Такого раздела сайта нет");
    else
      a.area = *area;
  }
  if (auto title = reader.text("title", {required, {"max", 200}})) a.title = *title;
  a.lead = reader.text("lead", {{"max", 400}}, core::FieldReader::Lines::many);
  a.author = reader.text("author", {{"max", 120}});
  a.cover = reader.text("cover", {{"max", 500}});
  if (a.cover && !(a.cover->starts_with("/storage/") || a.cover->starts_with("/img/"))) {
    reader.fail("cover", "Картинка должна быть файлом платформы: путь от /storage/ или /img/");
  }
  a.seo_title = reader.text("seo_title", {{"max", 160}});
  a.seo_description = reader.text("seo_description", {{"max", 300}});
  if (auto status = reader.text("status", {required, {"max", 20}})) {
    if (*status != "draft" && *status != "published")
      reader.fail("status", "Недопустимое значение");
    else
      a.status = *status;
  }
  if (auto published_at = reader.text("published_at", {{"max", 20}})) {
    if (!is_utc_time(*published_at))
      reader.fail("published_at", "Дата публикации: ГГГГ-ММ-ДДTЧЧ:ММ:ССZ");
    else
      a.published_at = *published_at;
  }
  json::array tags;
  if (const auto* given = body.if_contains("tags"); given && !given->is_null()) {
    if (!given->is_array()) {
      reader.fail("tags", "Должно быть списком");
    } else if (given->get_array().size() > kMaxTags) {
      reader.fail("tags", core::concat("Не больше ", std::to_string(kMaxTags), " меток"));
    } else {
      for (const auto& tag : given->get_array()) {
        const auto* text = tag.if_string();
        const std::string_view value = text ? std::string_view(*text) : std::string_view();
        if (!text || value.empty() || core::utf8_length(value) > kMaxTagChars ||
            !core::is_valid_utf8(value) || !is_tag_text(value)) {
          reader.fail("tags", core::concat("Метка: слова до ", std::to_string(kMaxTagChars),
                                           " символов, без кавычек и знаков % _"));
          break;
        }
        tags.push_back(tag);
      }
    }
  }
  // An edit without blocks keeps the article's (a form sent before the whole record loaded).
  const auto* blocks = body.if_contains("blocks");
  if (blocks || !existing) {
    core::FieldErrors block_errors;
    const auto normal_blocks =
        content::read_blocks(blocks ? *blocks : json::value(json::array()), block_errors);
    if (block_errors.empty()) {
      content::check_article_types(
          normal_blocks,
          [this](const std::string& code) { return repository_.find_type(code).has_value(); },
          block_errors);
    }
    for (auto& [field, messages] : block_errors) reader.fail(field, messages.front());
    a.blocks_json = json::serialize(normal_blocks);
  }
  reader.finish();
  a.tags_json = json::serialize(tags);
  return a;
}

Article BlogService::create(const json::object& body, std::optional<long long> actor_id) {
  Article a = read(body, nullptr);
  a.created_at = a.updated_at = db::now_utc();
  if (a.status == "published" && !a.published_at) a.published_at = a.updated_at;
  db::Work work(database_);
  a.id = BlogRepository::insert(work, a);
  saved(work);
  audit_.record_change(work, actor_id, "article", a.id, "create", nullptr, article_json(a));
  work.commit();
  return a;
}

Article BlogService::edit(long long id, const json::object& body, long long actor_id) {
  const Article before = get(id);
  Article a = read(body, &before);
  a.updated_at = db::now_utc();
  if (a.status == "published" && !a.published_at) a.published_at = a.updated_at;
  db::Work work(database_);
  BlogRepository::update(work, a);
  saved(work);
  audit_.record_change(work, actor_id, "article", id, "edit", article_json(before),
                       article_json(a));
  work.commit();
  return a;
}

Article BlogService::remove(long long id, long long actor_id) {
  Article before = get(id);
  db::Work work(database_);
  BlogRepository::remove(work, id);
  saved(work);
  audit_.record_change(work, actor_id, "article", id, "delete", article_json(before), nullptr);
  work.commit();
  return before;
}

void BlogService::saved(db::Work& work) {
  work.changed(cache::Domain::content);
}

}  // namespace platform::blog
