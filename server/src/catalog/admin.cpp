#include "catalog/admin.hpp"

#include <boost/json.hpp>
#include <charconv>
#include <memory>

#include "catalog/admin_service.hpp"
#include "core/json_input.hpp"

namespace platform::catalog {
namespace json = boost::json;
using auth::Access;
using auth::Principal;
using http::Verb;

namespace {

long long id_param(const http::Request& request, const Entity& e) {
  const std::string& text = request.params.at("id");
  long long id = 0;
  const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), id);
  if (ec != std::errc() || ptr != text.data() + text.size() || id <= 0) core::throw_not_found(e.not_found);
  return id;
}

std::optional<std::int64_t> actor_of(const Principal* who) {
  return who ? std::optional<std::int64_t>(who->user.id) : std::nullopt;
}

// react-admin's list parameters: sort=["field","ASC"], range=[0,24], filter={...}. Unknown filter
// keys are ignored; an unknown sort field or a bad range answers 400.
AdminListQuery list_query(const http::Request& request, const Entity& e) {
  AdminListQuery q;
  const auto sort = http::query_json(request, "sort");
  if (sort.is_array() && sort.get_array().size() == 2 && sort.get_array()[0].is_string()) {
    const std::string field(sort.get_array()[0].get_string());
    const Field* f = e.field(field);
    if (field != "id" && (!f || f->kind == FieldKind::strings)) {
      core::throw_bad_request("Сортировка по полю " + field + " не поддерживается");
    }
    q.sort = field == "id" ? nullptr : f;
    q.descending = sort.get_array()[1].is_string() && sort.get_array()[1].get_string() == "DESC";
  }
  const auto range = http::query_json(request, "range");
  if (range.is_array() && range.get_array().size() == 2 && range.get_array()[0].is_int64() &&
      range.get_array()[1].is_int64()) {
    const auto from = range.get_array()[0].get_int64(), to = range.get_array()[1].get_int64();
    if (from < 0 || to < from) core::throw_bad_request("Некорректный параметр range");
    q.offset = from;
    q.limit = std::min<long long>(to - from + 1, 1000);
  }
  const auto filter = http::query_json(request, "filter");
  if (!filter.is_object()) return q;
  for (const auto& [key, v] : filter.get_object()) {
    if (key == "q") {
      if (v.is_string()) q.text = std::string(v.get_string());
      continue;
    }
    if (key == "id" && v.is_array()) {
      std::vector<long long> ids;
      for (const auto& x : v.get_array()) {
        if (x.is_int64()) ids.push_back(x.get_int64());
      }
      q.ids = std::move(ids);
      continue;
    }
    const Field* f = e.field(key);
    if (!f || f->kind == FieldKind::strings || v.is_null()) continue;
    q.equals.emplace_back(f, v.is_string() ? std::string(v.get_string())
                             : v.is_bool() ? std::string(v.get_bool() ? "1" : "0")
                                           : json::serialize(v));
  }
  return q;
}

}  // namespace

void register_admin_routes(http::Router& router, const auth::Guard& guard, db::Database& database,
                           CatalogService& catalog, audit::AuditRepository& audit) {
  // Owned by the handlers, which live as long as the router.
  auto repository = std::make_shared<AdminRepository>(database);
  auto service = std::make_shared<AdminService>(*repository, catalog, audit);
  std::vector<auth::RouteSpec> routes;
  for (const Entity& e : admin_entities()) {
    const Entity* ep = &e;
    const std::string base = "/api/admin/" + e.resource;
    routes.push_back({Verb::get, base, Access::section, e.section,
      [ep, service, repository](http::Request& request, const Principal*) {
        const auto query = list_query(request, *ep);
        auto page = service->list(*ep, query);
        json::array list(page.rows.begin(), page.rows.end());
        return http::json_list(ep->resource, std::move(list), query.offset, page.total);
      }});
    routes.push_back({Verb::get, base + "/{id}", Access::section, e.section,
      [ep, service](http::Request& request, const Principal*) {
        return http::json_bare(service->get(*ep, id_param(request, *ep)));
      }});
    routes.push_back({Verb::post, base, Access::section, e.section,
      [ep, service](http::Request& request, const Principal* who) {
        const auto body = core::parse_json_object(request.raw.body());
        return http::json_bare(service->create(*ep, body, actor_of(who)));
      }});
    routes.push_back({Verb::put, base + "/{id}", Access::section, e.section,
      [ep, service](http::Request& request, const Principal* who) {
        const long long id = id_param(request, *ep);
        const auto body = core::parse_json_object(request.raw.body());
        return http::json_bare(service->edit(*ep, id, body, actor_of(who)));
      }});
    routes.push_back({Verb::delete_, base + "/{id}", Access::section, e.section,
      [ep, service](http::Request& request, const Principal* who) {
        return http::json_bare(service->remove(*ep, id_param(request, *ep), actor_of(who)));
      }});
    if (e.table == "events") {
      for (const bool publish : {true, false}) {
        routes.push_back({Verb::post, base + "/{id}/" + (publish ? "publish" : "unpublish"),
          Access::section, e.section,
          [ep, service, publish](http::Request& request, const Principal* who) {
            return http::json_bare(service->set_published(*ep, id_param(request, *ep), publish, actor_of(who)));
          }});
      }
    }
  }
  guard.add(router, std::move(routes));
}

}  // namespace platform::catalog
