#include "service_catalog/routes.hpp"

#include <algorithm>
#include <boost/json.hpp>

#include "core/concat.hpp"
#include "core/json_input.hpp"
#include "http/list_params.hpp"
#include "http/memory_list.hpp"

namespace platform::service_catalog {
namespace json = boost::json;
using auth::Access;
using auth::Principal;
using http::Verb;

namespace {

constexpr std::string_view kServiceSortFields[] = {
    "id", "name", "code", "category_id", "price_final", "special", "published", "sort"};
constexpr std::string_view kCategorySortFields[] = {"id", "code", "title", "sort"};

void add_service_resource(std::vector<auth::RouteSpec>& routes, ServiceCatalog& catalog,
                          const std::string& resource, const std::string& section,
                          bool special_only) {
  const std::string base = core::concat("/api/admin/", resource);
  routes.push_back({Verb::get, base, Access::section, section,
                    [&catalog, resource, special_only](http::Request& request, const Principal*) {
                      std::vector<json::object> rows;
                      for (const auto& s : catalog.snapshot()->services) {
                        if (!special_only || s.special) rows.push_back(to_admin_json(s));
                      }
                      return http::memory_list(request, resource, std::move(rows), {"code", "name"},
                                               kServiceSortFields);
                    }});
  routes.push_back({Verb::get, base + "/{id}", Access::section, section,
                    [&catalog, special_only](http::Request& request, const Principal*) {
                      const auto s = catalog.get(http::path_id(request, "Услуга не найдена"));
                      if (special_only && !s.special) core::throw_not_found("Услуга не найдена");
                      return http::json_bare(to_admin_json(s));
                    }});
  routes.push_back({Verb::post, base, Access::section, section,
                    [&catalog, special_only](http::Request& request, const Principal* who) {
                      auto body = http::json_body(request);
                      if (special_only) body["special"] = true;
                      return http::json_bare(
                          to_admin_json(catalog.create_service(body, who->user.id)));
                    }});
  routes.push_back({Verb::put, base + "/{id}", Access::section, section,
                    [&catalog, special_only](http::Request& request, const Principal* who) {
                      const long long id = http::path_id(request, "Услуга не найдена");
                      if (special_only && !catalog.get(id).special)
                        core::throw_not_found("Услуга не найдена");
                      const auto body = http::json_body(request);
                      return http::json_bare(
                          to_admin_json(catalog.edit_service(id, body, who->user.id)));
                    }});
  routes.push_back({Verb::delete_, base + "/{id}", Access::section, section,
                    [&catalog, special_only](http::Request& request, const Principal* who) {
                      const long long id = http::path_id(request, "Услуга не найдена");
                      if (special_only && !catalog.get(id).special)
                        core::throw_not_found("Услуга не найдена");
                      return http::json_bare(
                          to_admin_json(catalog.delete_service(id, who->user.id)));
                    }});
}

}  // namespace

void register_routes(http::Router& router, const auth::Guard& guard, ServiceCatalog& catalog) {
  std::vector<auth::RouteSpec> routes;
  routes.push_back({Verb::get, "/api/services", Access::anyone, "",
                    [&catalog](http::Request& request, const Principal*) {
                      const auto snap = catalog.snapshot();
                      const auto category = request.query("category");
                      const auto special = request.query("special");
                      json::array items, categories;
                      for (const auto& c : snap->categories) categories.push_back(to_json(c));
                      for (const auto& s : snap->services) {
                        if (!s.published) continue;
                        const Category* c = snap->category(s.category_id);
                        if (category && !category->empty() && (!c || c->code != *category))
                          continue;
                        if (special && (*special == "1" || *special == "true") && !s.special)
                          continue;
                        items.push_back(to_json(s, c));
                      }
                      return http::json_ok(json::object{{"categories", std::move(categories)},
                                                        {"items", std::move(items)}});
                    }});
  add_service_resource(routes, catalog, "services", "services", false);
  add_service_resource(routes, catalog, "special-services", "services/special", true);

  const std::string base = "/api/admin/service-categories";
  const std::string section = "services/categories";
  routes.push_back({Verb::get, base, Access::section, section,
                    [&catalog](http::Request& request, const Principal*) {
                      std::vector<json::object> rows;
                      for (const auto& c : catalog.snapshot()->categories)
                        rows.push_back(to_json(c));
                      return http::memory_list(request, "service-categories", std::move(rows),
                                               {"code", "title"}, kCategorySortFields);
                    }});
  routes.push_back({Verb::get, base + "/{id}", Access::section, section,
                    [&catalog](http::Request& request, const Principal*) {
                      const auto snap = catalog.snapshot();
                      const Category* c =
                          snap->category(http::path_id(request, "Категория не найдена"));
                      if (!c) core::throw_not_found("Категория не найдена");
                      return http::json_bare(to_json(*c));
                    }});
  routes.push_back({Verb::post, base, Access::section, section,
                    [&catalog](http::Request& request, const Principal* who) {
                      const auto body = http::json_body(request);
                      return http::json_bare(to_json(catalog.create_category(body, who->user.id)));
                    }});
  routes.push_back({Verb::put, base + "/{id}", Access::section, section,
                    [&catalog](http::Request& request, const Principal* who) {
                      const long long id = http::path_id(request, "Категория не найдена");
                      const auto body = http::json_body(request);
                      return http::json_bare(
                          to_json(catalog.edit_category(id, body, who->user.id)));
                    }});
  routes.push_back({Verb::delete_, base + "/{id}", Access::section, section,
                    [&catalog](http::Request& request, const Principal* who) {
                      const long long id = http::path_id(request, "Категория не найдена");
                      return http::json_bare(to_json(catalog.delete_category(id, who->user.id)));
                    }});
  guard.add(router, std::move(routes));
}

}  // namespace platform::service_catalog
