#include <boost/json.hpp>

#include "content/blocks.hpp"
#include "content/pages.hpp"
#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/json_null.hpp"
#include "core/validation.hpp"
#include "db/database.hpp"
#include "db/duplicate.hpp"

namespace platform::content {
namespace json = boost::json;

namespace {

json::value parsed_blocks(const std::string& text) {
  auto v = core::parse_json_or(text, json::array());
  return v.is_array() ? v : json::value(json::array());
}

}  // namespace

const std::vector<std::string>& public_areas() {
  static const std::vector<std::string> areas = {"main",      "bravo",  "events", "oki",
                                                 "organizer", "arenda", "welcome"};
  return areas;
}

bool is_public_area(std::string_view area) {
  const auto& areas = public_areas();
  return std::find(areas.begin(), areas.end(), area) != areas.end();
}

json::object page_json(const Page& p, bool with_blocks) {
  json::object out{{"id", p.id},
                   {"area", p.area},
                   {"path", p.path},
                   {"title", p.title},
                   {"seo_title", core::or_null(p.seo_title)},
                   {"seo_description", core::or_null(p.seo_description)},
                   {"share_image", core::or_null(p.share_image)},
                   {"status", p.status},
                   {"created_at", p.created_at},
                   {"updated_at", p.updated_at},
                   {"published_at", core::or_null(p.published_at)}};
  if (with_blocks) out["blocks"] = parsed_blocks(p.blocks_json);
  return out;
}

PageService::PageService(PageRepository& repository, audit::AuditRepository& audit,
                         db::Database& database)
    : repository_(repository),
      audit_(audit),
      database_(database),
      published_("content_pages", database.changes().versions(), {cache::Domain::content},
                 kMaxCachedPages),
      heads_("content_page_heads", database.changes().versions(), {cache::Domain::content},
             kMaxCachedPages) {}

std::shared_ptr<const PageHead> PageService::published_head(const std::string& area,
                                                            const std::string& path) {
  const std::string key = area + path;
  if (auto head = heads_.find(key)) return head;
  const auto before = heads_.stamp();
  auto page = repository_.find_published(area, path);
  if (!page) return nullptr;
  return heads_.store(key,
                      PageHead{std::move(page->title), std::move(page->seo_title),
                               std::move(page->seo_description)},
                      before);
}

std::shared_ptr<const std::string> PageService::published(const std::string& area,
                                                          const std::string& path) {
  const std::string key = area + path;
  if (auto body = published_.find(key)) return body;
  const auto before = published_.stamp();
  const auto page = repository_.find_published(area, path);
  if (!page) return nullptr;
  // What a visitor sees: no ids, times or status.
  const json::object data{{"area", page->area},
                          {"path", page->path},
                          {"title", page->title},
                          {"seo_title", core::or_null(page->seo_title)},
                          {"seo_description", core::or_null(page->seo_description)},
                          {"share_image", core::or_null(page->share_image)},
                          {"blocks", parsed_blocks(page->blocks_json)}};
  return published_.store(key, json::serialize(json::object{{"status", 200}, {"data", data}}),
                          before);
}

std::shared_ptr<const std::string> PageService::published_list(const std::string& area) {
  // A page's key is its area and path ("main/o-nas/"); no area code holds a colon.
  const std::string key = "list:" + area;
  if (auto body = published_.find(key)) return body;
  const auto before = published_.stamp();
  json::array items;
  for (const auto& page : repository_.published_in(area)) {
    items.push_back(json::object{{"path", page.path}, {"title", page.title}});
  }
  return published_.store(
      key, json::serialize(json::object{{"status", 200}, {"data", json::object{{"items", items}}}}),
      before);
}

std::vector<std::string> PageService::published_paths(const std::string& area) {
  std::vector<std::string> out;
  for (auto& page : repository_.published_in(area)) out.push_back(std::move(page.path));
  return out;
}

Page PageService::get(long long id) {
  auto page = repository_.find(id);
  if (!page) core::throw_not_found("Страница не найдена");
  return std::move(*page);
}

Page PageService::read(const json::object& body, const Page* existing) {
  core::FieldReader reader(body);
  Page p = existing ? *existing : Page{};
  const core::Rule required{"required"};
  if (auto area = reader.text("area", {required, {"max", 20}})) {
    if (!is_public_area(*area))
      reader.fail("area", "Такого раздела сайта нет");
    else
      p.area = *area;
  }
  if (auto path = reader.text("path", {required, {"max", 200}})) {
    if (!core::is_page_path(*path))
      reader.fail("path",
                  "Адрес: «/» или части из латинских букв, цифр и дефисов, каждая с / на конце");
    else
      p.path = *path;
  }
  if (auto title = reader.text("title", {required, {"max", 160}})) p.title = *title;
  p.seo_title = reader.text("seo_title", {{"max", 160}});
  p.seo_description = reader.text("seo_description", {{"max", 300}});
  p.share_image = reader.text("share_image", {{"max", 500}});
  if (p.share_image &&
      !(p.share_image->starts_with("/storage/") || p.share_image->starts_with("/img/"))) {
    reader.fail("share_image",
                "Картинка должна быть файлом платформы: путь от /storage/ или /img/");
  }
  if (auto status = reader.text("status", {required, {"max", 20}})) {
    if (*status != "draft" && *status != "published")
      reader.fail("status", "Недопустимое значение");
    else
      p.status = *status;
  }
  // An edit without blocks keeps the page's (a form sent before the whole record loaded).
  const auto* blocks = body.if_contains("blocks");
  if (blocks || !existing) {
    core::FieldErrors block_errors;
    const auto normal_blocks =
        read_blocks(blocks ? *blocks : json::value(json::array()), block_errors);
    if (block_errors.empty() && article_type_exists_)
      check_article_types(normal_blocks, article_type_exists_, block_errors);
    for (auto& [field, messages] : block_errors) reader.fail(field, messages.front());
    p.blocks_json = json::serialize(normal_blocks);
  }
  if (!reader.failed("area") && !reader.failed("path") &&
      repository_.path_taken(p.area, p.path, existing ? existing->id : 0)) {
    reader.fail("path", "Страница с таким адресом в этом разделе уже есть");
  }
  reader.finish();
  return p;
}

Page PageService::create(const json::object& body, std::optional<long long> actor_id) {
  Page p = read(body, nullptr);
  p.created_at = p.updated_at = db::now_utc();
  if (p.status == "published") p.published_at = p.updated_at;
  db::recheck_duplicate(
      [&] {
        db::Work work(database_);
        p.id = PageRepository::insert(work, p);
        record(work, actor_id, p.id, "create", nullptr, &p);
        work.commit();
      },
      [&] { read(body, nullptr); });
  return p;
}

Page PageService::edit(long long id, const json::object& body, std::optional<long long> actor_id) {
  const Page before = get(id);
  Page p = read(body, &before);
  p.updated_at = db::now_utc();
  if (p.status == "published" && before.status != "published") p.published_at = p.updated_at;
  db::recheck_duplicate(
      [&] {
        db::Work work(database_);
        PageRepository::update(work, p);
        record(work, actor_id, id, "edit", &before, &p);
        work.commit();
      },
      [&] { read(body, &before); });
  return p;
}

Page PageService::remove(long long id, long long actor_id) {
  Page before = get(id);
  db::Work work(database_);
  PageRepository::remove(work, id);
  record(work, actor_id, id, "delete", &before, nullptr);
  work.commit();
  return before;
}

void PageService::record(db::Work& work, std::optional<long long> actor_id, long long id,
                         const char* action, const Page* before, const Page* after) {
  work.changed(cache::Domain::content);
  audit_.record_change(work, actor_id, "content_page", id, action,
                       before ? json::value(page_json(*before)) : json::value(),
                       after ? json::value(page_json(*after)) : json::value());
}

}  // namespace platform::content
