#include <boost/json.hpp>

#include "content/pages.hpp"
#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/json_null.hpp"
#include "core/validation.hpp"
#include "db/duplicate.hpp"
#include "seo/seo.hpp"

namespace platform::seo {
namespace json = boost::json;

namespace {

std::string key_of(const std::string& area, const std::string& path) {
  return area + path;
}

}  // namespace

json::object override_json(const Override& o) {
  return {{"id", o.id},
          {"area", o.area},
          {"path", o.path},
          {"title", core::or_null(o.title)},
          {"description", core::or_null(o.description)},
          {"share_image", core::or_null(o.share_image)},
          {"noindex", o.noindex},
          {"updated_at", o.updated_at}};
}

SeoService::SeoService(OverrideRepository& repository, audit::AuditRepository& audit,
                       db::Database& database)
    : repository_(repository),
      audit_(audit),
      database_(database),
      snapshot_("seo_snapshot", database.changes().versions(), {cache::Domain::content}, 1),
      answers_("seo_answers", database.changes().versions(), {cache::Domain::content}, 16) {}

std::shared_ptr<const OverrideMap> SeoService::snapshot() {
  if (auto map = snapshot_.find("")) return map;
  const auto before = snapshot_.stamp();
  OverrideMap map;
  for (auto& o : repository_.all()) map.emplace(key_of(o.area, o.path), std::move(o));
  return snapshot_.store("", std::move(map), before);
}

std::shared_ptr<const Override> SeoService::find(const std::string& area, const std::string& path) {
  auto map = snapshot();
  if (map->empty()) return nullptr;
  const auto it = map->find(key_of(area, path));
  if (it == map->end()) return nullptr;
  return {map, &it->second};  // shares the snapshot's lifetime
}

std::shared_ptr<const std::string> SeoService::area_json(const std::string& area) {
  if (auto body = answers_.find(area)) return body;
  const auto before = answers_.stamp();
  json::object items;
  for (const auto& [key, o] : *snapshot()) {
    if (o.area != area) continue;
    json::object entry;
    if (o.title) entry["title"] = *o.title;
    if (o.description) entry["description"] = *o.description;
    if (o.noindex) entry["noindex"] = true;
    items[o.path] = std::move(entry);
  }
  return answers_.store(area,
                        json::serialize(json::object{
                            {"status", 200}, {"data", json::object{{"items", std::move(items)}}}}),
                        before);
}

Override SeoService::get(long long id) {
  auto o = repository_.find(id);
  if (!o) core::throw_not_found("Настройка SEO не найдена");
  return std::move(*o);
}

Override SeoService::read(const json::object& body, const Override* existing) {
  core::FieldReader reader(body);
  Override o = existing ? *existing : Override{};
  const core::Rule required{"required"};
  if (auto area = reader.text("area", {required, {"max", 20}})) {
    if (!content::is_public_area(*area))
      reader.fail("area", "Такого раздела сайта нет");
    else
      o.area = *area;
  }
  if (auto path = reader.text("path", {required, {"max", 200}})) {
    if (!core::is_page_path(*path))
      reader.fail("path",
                  "Адрес: «/» или части из латинских букв, цифр и дефисов, каждая с / на конце");
    else
      o.path = *path;
  }
  o.title = reader.text("title", {{"max", 160}});
  o.description = reader.text("description", {{"max", 300}}, core::FieldReader::Lines::many);
  o.share_image = reader.text("share_image", {{"max", 500}});
  if (o.share_image &&
      !(o.share_image->starts_with("/storage/") || o.share_image->starts_with("/img/"))) {
    reader.fail("share_image",
                "Картинка должна быть файлом платформы: путь от /storage/ или /img/");
  }
  o.noindex = reader.flag("noindex").value_or(false);
  if (!o.title && !o.description && !o.share_image && !o.noindex && !reader.failed("title") &&
      !reader.failed("description") && !reader.failed("share_image")) {
    reader.fail("title", "Задайте заголовок, описание, картинку или запрет индексации");
  }
  if (!reader.failed("area") && !reader.failed("path") &&
      repository_.path_taken(o.area, o.path, o.id)) {
    reader.fail("path", "Для этого адреса настройка уже есть");
  }
  reader.finish();
  return o;
}

Override SeoService::create(const json::object& body, long long actor_id) {
  Override o = read(body, nullptr);
  o.updated_at = db::now_utc();
  db::recheck_duplicate(
      [&] {
        db::Work work(database_);
        o.id = OverrideRepository::insert(work, o);
        record(work, actor_id, o.id, "create", nullptr, &o);
        work.commit();
      },
      [&] { read(body, nullptr); });
  return o;
}

Override SeoService::edit(long long id, const json::object& body, long long actor_id) {
  const Override before = get(id);
  Override o = read(body, &before);
  o.updated_at = db::now_utc();
  db::recheck_duplicate(
      [&] {
        db::Work work(database_);
        OverrideRepository::update(work, o);
        record(work, actor_id, id, "edit", &before, &o);
        work.commit();
      },
      [&] { read(body, &before); });
  return o;
}

Override SeoService::remove(long long id, long long actor_id) {
  Override before = get(id);
  db::Work work(database_);
  OverrideRepository::remove(work, id);
  record(work, actor_id, id, "delete", &before, nullptr);
  work.commit();
  return before;
}

void SeoService::record(db::Work& work, long long actor_id, long long id, const char* action,
                        const Override* before, const Override* after) {
  work.changed(cache::Domain::content);
  audit_.record_change(work, actor_id, "seo_override", id, action,
                       before ? json::value(override_json(*before)) : json::value(),
                       after ? json::value(override_json(*after)) : json::value());
}

}  // namespace platform::seo
