#include "content/seed.hpp"

#include <algorithm>
#include <boost/json.hpp>
#include <stdexcept>

#include "audit/repository.hpp"
#include "content/layout.hpp"
#include "content/pages.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"

namespace platform::embedded {
std::string_view demo_content_main_json();
std::string_view demo_content_oki_json();
std::string_view demo_content_organizer_json();
std::string_view demo_content_arenda_json();
std::string_view demo_content_welcome_json();
std::string_view demo_content_bravo_json();
std::string_view demo_content_layouts_json();
}  // namespace platform::embedded

namespace platform::content {
namespace json = boost::json;

std::string_view demo_pages_json(std::string_view area) {
  if (area == "main") return embedded::demo_content_main_json();
  if (area == "oki") return embedded::demo_content_oki_json();
  if (area == "organizer") return embedded::demo_content_organizer_json();
  if (area == "arenda") return embedded::demo_content_arenda_json();
  if (area == "welcome") return embedded::demo_content_welcome_json();
  if (area == "bravo") return embedded::demo_content_bravo_json();
  return {};
}

std::string_view demo_layouts_json() {
  return embedded::demo_content_layouts_json();
}

namespace {

// "content seed <where>: <field>: <first message>" for an editor's check that refused the seed.
std::runtime_error seed_error(const std::string& where, const core::ApiError& e) {
  std::string problem = e.what();
  if (!e.fields().empty()) {
    const auto& [field, messages] = *e.fields().begin();
    problem = core::concat(field, ": ", messages.front());
  }
  return std::runtime_error(core::concat("content seed ", where, ": ", problem));
}

}  // namespace

void load_pages(db::Database& database, const std::string& area, const json::object& file) {
  const auto* pages = file.if_contains("pages");
  if (!pages || !pages->is_array()) throw std::runtime_error("content seed: no \"pages\" list");
  PageRepository repository(database);
  audit::AuditRepository audit(database);
  PageService service(repository, audit, database);
  for (const auto& entry : pages->get_array()) {
    if (!entry.is_object()) throw std::runtime_error("content seed: a page is not an object");
    json::object body = entry.get_object();
    body["area"] = area;
    body["status"] = "published";
    // A page already there (an older seed's, or an editor's) is kept as it is.
    const auto* path = body.if_contains("path");
    if (path && path->is_string() &&
        repository.path_taken(area, std::string(path->get_string()), 0))
      continue;
    try {
      service.create(body, std::nullopt);
    } catch (const core::ApiError& e) {
      throw seed_error(
          core::concat(area, " ", path && path->is_string() ? path->get_string() : "?"), e);
    }
  }
}

void refresh_pages(db::Database& database, const std::string& area, const json::object& file,
                   const std::vector<std::string>& paths) {
  const auto* pages = file.if_contains("pages");
  if (!pages || !pages->is_array()) throw std::runtime_error("content seed: no \"pages\" list");
  PageRepository repository(database);
  audit::AuditRepository audit(database);
  PageService service(repository, audit, database);
  const auto all = repository.all();
  for (const auto& entry : pages->get_array()) {
    if (!entry.is_object()) throw std::runtime_error("content seed: a page is not an object");
    const auto* path = entry.get_object().if_contains("path");
    if (!path || !path->is_string()) continue;
    const std::string page_path(path->get_string());
    if (std::find(paths.begin(), paths.end(), page_path) == paths.end()) continue;
    json::object body = entry.get_object();
    body["area"] = area;
    body["status"] = "published";
    const auto existing = std::find_if(all.begin(), all.end(), [&](const Page& p) {
      return p.area == area && p.path == page_path;
    });
    try {
      if (existing == all.end()) {
        service.create(body, std::nullopt);
      } else if (existing->updated_at == existing->created_at) {
        service.edit(existing->id, body, std::nullopt);
      }
    } catch (const core::ApiError& e) {
      throw seed_error(core::concat(area, " ", page_path), e);
    }
  }
}

void load_layouts(db::Database& database, const json::object& file) {
  const auto* layouts = file.if_contains("layouts");
  if (!layouts || !layouts->is_object()) throw std::runtime_error("content seed: no \"layouts\"");
  LayoutRepository repository(database);
  audit::AuditRepository audit(database);
  LayoutService service(repository, audit, database);
  for (const auto& [area, layout] : layouts->get_object()) {
    if (!layout.is_object()) throw std::runtime_error("content seed: a layout is not an object");
    try {
      service.edit(std::string(area), layout.get_object(), std::nullopt);
    } catch (const core::ApiError& e) {
      throw seed_error(core::concat("layout ", area), e);
    }
  }
}

void refresh_layout(db::Database& database, const std::string& area, const json::object& file) {
  const auto* layouts = file.if_contains("layouts");
  const auto* layout =
      layouts && layouts->is_object() ? layouts->get_object().if_contains(area) : nullptr;
  if (!layout || !layout->is_object())
    throw std::runtime_error(core::concat("content seed: no layout of ", area));
  LayoutRepository repository(database);
  audit::AuditRepository audit(database);
  LayoutService service(repository, audit, database);
  if (service.edited_by_staff(area)) return;
  try {
    service.edit(area, layout->get_object(), std::nullopt);
  } catch (const core::ApiError& e) {
    throw seed_error(core::concat("layout ", area), e);
  }
}

}  // namespace platform::content
