#include "service_catalog/routes.hpp"

#include <algorithm>
#include <boost/json.hpp>

#include "core/concat.hpp"
#include "core/json_input.hpp"
#include "http/list_params.hpp"

namespace platform::service_catalog {
namespace json = boost::json;
using auth::Access;
using auth::Principal;
using http::Verb;

namespace {

constexpr std::string_view kServiceSortFields[] = {
    "id", "name", "code", "category_id", "price_final", "special", "published", "sort"};
constexpr std::string_view kCategorySortFields[] = {"id", "code", "title", "sort"};

// The first non-null value of `key` among the rows: what type that field's filter must have.
const json::value* sample_of(const std::vector<json::object>& rows, std::string_view key) {
  for (const auto& row : rows) {
    if (const auto* v = row.if_contains(key); v && !v->is_null()) return v;
  }
  return nullptr;
}

// The filter value of `key`, read with the type its field has in the rows (422 for another
// type: http::ListParams); nothing when the filter does not hold it.
std::optional<json::value> wanted(const http::ListParams& p, std::string_view key,
                                  const json::value& sample) {
  if (sample.is_bool()) {
    if (const auto v = p.flag(key)) return json::value(*v);
  } else if (sample.is_int64() || sample.is_uint64()) {
    if (const auto v = p.integer(key)) return json::value(*v);
  } else if (sample.is_string()) {
    if (const auto v = p.text(key)) return json::value(*v);
  }
  return std::nullopt;
}

bool same(const json::value& a, const json::value& b) {
  if (a.is_number() && b.is_number()) return a.to_number<double>() == b.to_number<double>();
  return a == b;
}

// A react-admin list over rows already in memory (a few dozen), read with the one list parser
// (http::list_params): q over the given text fields, id lists (getMany), equality on any field
// of the rows with the field's type, sort by the given fields, slice by range.
http::Response memory_list(const http::Request& request, std::string_view resource,
                           std::vector<json::object> rows, const std::vector<std::string>& q_fields,
                           std::span<const std::string_view> sort_fields) {
  const auto p = http::list_params(request, sort_fields);
  if (const auto q = p.text("q")) {
    std::erase_if(rows, [&](const json::object& row) {
      return std::none_of(q_fields.begin(), q_fields.end(), [&](const std::string& f) {
        const auto* x = row.if_contains(f);
        return x && x->is_string() &&
               std::string_view(x->get_string()).find(*q) != std::string_view::npos;
      });
    });
  }
  if (const auto ids = p.ids("id")) {
    std::erase_if(rows, [&](const json::object& row) {
      return std::find(ids->begin(), ids->end(), row.at("id").to_number<long long>()) == ids->end();
    });
  }
  for (const auto& [key, ignored] : p.filter) {
    if (key == "q" || key == "id") continue;
    const auto* sample = sample_of(rows, key);
    if (!sample) continue;  // no such field (or no row): nothing to filter by
    const auto value = wanted(p, key, *sample);
    if (!value) continue;
    std::erase_if(rows, [&](const json::object& row) {
      const auto* x = row.if_contains(key);
      return !x || !same(*x, *value);
    });
  }
  if (p.sort) {
    const auto key = [&](const json::object& row) -> std::pair<double, std::string> {
      const auto* x = row.if_contains(*p.sort);
      if (!x || x->is_null()) return {0, ""};
      if (x->is_number()) return {x->to_number<double>(), ""};
      if (x->is_bool()) return {x->get_bool() ? 1.0 : 0.0, ""};
      if (x->is_string()) return {0, std::string(x->get_string())};
      return {0, ""};
    };
    std::stable_sort(rows.begin(), rows.end(), [&](const json::object& a, const json::object& b) {
      return p.descending ? key(b) < key(a) : key(a) < key(b);
    });
  }
  const long long total = static_cast<long long>(rows.size());
  const long long limit = p.limit.value_or(http::kMaxListLimit);
  json::array page;
  for (long long i = p.offset; i < total && i < p.offset + limit; ++i) {
    page.push_back(std::move(rows[static_cast<std::size_t>(i)]));
  }
  return http::json_list(resource, std::move(page), p.offset, total);
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
                      return memory_list(request, resource, std::move(rows), {"code", "name"},
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
                      return memory_list(request, "service-categories", std::move(rows),
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
