#include "service_catalog/routes.hpp"

#include <algorithm>
#include <boost/json.hpp>

#include "core/concat.hpp"
#include "core/json_input.hpp"

namespace platform::service_catalog {
namespace json = boost::json;
using auth::Access;
using auth::Principal;
using http::Verb;

namespace {

// A react-admin list over rows already in memory (a few dozen): filter by equal fields, q over
// the given text fields, id lists (getMany), sort by a scalar field, slice by range.
http::Response memory_list(const http::Request& request, std::string_view resource,
                           std::vector<json::object> rows,
                           const std::vector<std::string>& q_fields) {
  const auto filter = http::query_json(request, "filter");
  if (filter.is_object()) {
    for (const auto& [key, v] : filter.get_object()) {
      if (v.is_null()) continue;
      std::erase_if(rows, [&](const json::object& row) {
        if (key == "q") {
          if (!v.is_string()) return false;
          const std::string needle(v.get_string());
          for (const auto& f : q_fields) {
            const auto* x = row.if_contains(f);
            if (x && x->is_string() &&
                std::string_view(x->get_string()).find(needle) != std::string_view::npos)
              return false;
          }
          return true;
        }
        if (key == "id" && v.is_array()) {
          const auto& ids = v.get_array();
          return std::find(ids.begin(), ids.end(), row.at("id")) == ids.end();
        }
        const auto* x = row.if_contains(key);
        return !x || *x != v;
      });
    }
  }
  const auto sort = http::query_json(request, "sort");
  if (sort.is_array() && sort.get_array().size() == 2 && sort.get_array()[0].is_string()) {
    const std::string field(sort.get_array()[0].get_string());
    const bool desc = sort.get_array()[1].is_string() && sort.get_array()[1].get_string() == "DESC";
    const auto key = [&](const json::object& row) -> std::pair<double, std::string> {
      const auto* x = row.if_contains(field);
      if (!x || x->is_null()) return {0, ""};
      if (x->is_number()) return {x->to_number<double>(), ""};
      if (x->is_bool()) return {x->get_bool() ? 1.0 : 0.0, ""};
      if (x->is_string()) return {0, std::string(x->get_string())};
      core::throw_bad_request(core::concat("Сортировка по полю ", field, " не поддерживается"));
    };
    std::stable_sort(rows.begin(), rows.end(), [&](const json::object& a, const json::object& b) {
      return desc ? key(b) < key(a) : key(a) < key(b);
    });
  }
  long long offset = 0, limit = 1000;
  const auto range = http::query_json(request, "range");
  if (range.is_array() && range.get_array().size() == 2 && range.get_array()[0].is_int64() &&
      range.get_array()[1].is_int64()) {
    const auto from = range.get_array()[0].get_int64(), to = range.get_array()[1].get_int64();
    if (from < 0 || to < from) core::throw_bad_request("Некорректный параметр range");
    offset = from;
    limit = std::min<long long>(to - from + 1, 1000);
  }
  const long long total = static_cast<long long>(rows.size());
  json::array page;
  for (long long i = offset; i < total && i < offset + limit; ++i)
    page.push_back(std::move(rows[i]));
  return http::json_list(resource, std::move(page), offset, total);
}

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
                      return memory_list(request, resource, std::move(rows), {"code", "name"});
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
  routes.push_back(
      {Verb::get, base, Access::section, section,
       [&catalog](http::Request& request, const Principal*) {
         std::vector<json::object> rows;
         for (const auto& c : catalog.snapshot()->categories) rows.push_back(to_json(c));
         return memory_list(request, "service-categories", std::move(rows), {"code", "title"});
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
