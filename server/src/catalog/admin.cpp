#include "catalog/admin.hpp"

#include <boost/json.hpp>
#include <charconv>
#include <limits>
#include <memory>

#include "audit/json.hpp"
#include "auth/permissions.hpp"
#include "catalog/admin_service.hpp"
#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/validation.hpp"
#include "http/multipart.hpp"

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
  if (ec != std::errc() || ptr != text.data() + text.size() || id <= 0)
    core::throw_not_found(e.not_found);
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
    if (field != "id" && (!f || is_list(f->kind))) {
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
    const Field* f = e.filter(key);
    if (!f || is_list(f->kind) || v.is_null()) continue;
    q.equals.emplace_back(f, v.is_string() ? std::string(v.get_string())
                             : v.is_bool() ? std::string(v.get_bool() ? "1" : "0")
                                           : json::serialize(v));
  }
  return q;
}

// The admin section whose users may read an entity's audit entries: the catalogue resource's,
// or users for accounts. Nothing for an unknown entity.
std::optional<std::string> section_of_audited(std::string_view entity) {
  if (entity == "user") return std::string("users");
  if (const auto* e = admin_entity_by_audit_name(entity)) return e->section;
  return std::nullopt;
}

// The range=[from,to] of a react-admin list as offset and count (everything when absent).
std::pair<std::size_t, std::size_t> range_of(const http::Request& request) {
  const auto range = http::query_json(request, "range");
  if (!range.is_array() || range.get_array().size() != 2 || !range.get_array()[0].is_int64() ||
      !range.get_array()[1].is_int64()) {
    return {0, std::numeric_limits<std::size_t>::max()};
  }
  const auto from = range.get_array()[0].get_int64(), to = range.get_array()[1].get_int64();
  if (from < 0 || to < from) core::throw_bad_request("Некорректный параметр range");
  return {static_cast<std::size_t>(from), static_cast<std::size_t>(to - from + 1)};
}

http::Response audit_list(http::Request& request, const auth::Guard& guard,
                          audit::AuditRepository& audit) {
  core::FieldErrors errors;
  // As query parameters, or inside react-admin's filter={"entity":…,"entity_id":…} (getList).
  const auto filter = http::query_json(request, "filter");
  const auto from_filter = [&filter](const char* key) -> std::string {
    const auto* v = filter.is_object() ? filter.get_object().if_contains(key) : nullptr;
    if (!v) return "";
    return v->is_string() ? std::string(v->get_string()) : json::serialize(*v);
  };
  const auto entity = request.query("entity").value_or(from_filter("entity"));
  const auto section = section_of_audited(entity);
  if (!section) errors["entity"].push_back("Неизвестный тип записи");
  long long entity_id = 0;
  const auto id_text = request.query("entity_id").value_or(from_filter("entity_id"));
  const auto [ptr, ec] =
      std::from_chars(id_text.data(), id_text.data() + id_text.size(), entity_id);
  if (ec != std::errc() || ptr != id_text.data() + id_text.size() || entity_id <= 0) {
    errors["entity_id"].push_back("Должно быть целым числом больше 0");
  }
  if (!errors.empty()) core::throw_invalid(std::move(errors));
  // Which section applies depends on the query, so it is checked here rather than in the table.
  guard.require_section(request, *section);
  const auto [offset, count] = range_of(request);
  const auto entries = audit.of(entity, entity_id);
  json::array list;
  for (std::size_t i = offset; i < entries.size() && i - offset < count; ++i) {
    list.push_back(audit::to_json(entries[i]));
  }
  return http::json_list("audit", std::move(list), static_cast<long long>(offset),
                         static_cast<long long>(entries.size()));
}

// The file of a multipart upload's field `file` (422 when missing).
std::string_view uploaded_file(const http::Request& request) {
  const auto boundary =
      http::multipart_boundary(request.header(http::beast_http::field::content_type));
  if (!boundary) core::throw_bad_request("Ожидается тело multipart/form-data");
  const auto parts = http::parse_multipart(request.raw.body(), *boundary);
  if (!parts) core::throw_bad_request("Некорректное тело multipart/form-data");
  for (const auto& part : *parts) {
    if (part.name == "file" && part.filename) return part.data;
  }
  core::throw_invalid({{"file", {core::kRequiredMessage}}});
}

// Reading a resource that other sections may read too (Entity::readers): the route is open to
// staff and the sections are checked here, since the route table names one section per route.
void require_reader(const Entity& e, const Principal* who) {
  if (!who) throw core::ApiError(core::ErrorKind::unauthorized, "Требуется авторизация");
  if (auth::has_section(who->user.roles, e.section)) return;
  for (const auto& section : e.readers) {
    if (auth::has_section(who->user.roles, section)) return;
  }
  throw core::ApiError(core::ErrorKind::forbidden, "Доступ запрещен");
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
    // Readers: staff passes the route table, require_reader checks the sections.
    const Access read_access = e.readers.empty() ? Access::section : Access::staff;
    routes.push_back({Verb::get, base, read_access, e.section,
                      [ep, service, repository](http::Request& request, const Principal* who) {
                        if (!ep->readers.empty()) require_reader(*ep, who);
                        const auto query = list_query(request, *ep);
                        auto page = service->list(*ep, query);
                        json::array list(page.rows.begin(), page.rows.end());
                        return http::json_list(ep->resource, std::move(list), query.offset,
                                               page.total);
                      }});
    routes.push_back({Verb::get, base + "/{id}", read_access, e.section,
                      [ep, service](http::Request& request, const Principal* who) {
                        if (!ep->readers.empty()) require_reader(*ep, who);
                        return http::json_bare(service->get(*ep, id_param(request, *ep)));
                      }});
    routes.push_back({Verb::post, base, Access::section, e.section,
                      [ep, service](http::Request& request, const Principal* who) {
                        const auto body = http::json_body(request);
                        return http::json_bare(service->create(*ep, body, actor_of(who)));
                      }});
    routes.push_back({Verb::put, base + "/{id}", Access::section, e.section,
                      [ep, service](http::Request& request, const Principal* who) {
                        const long long id = id_param(request, *ep);
                        const auto body = http::json_body(request);
                        return http::json_bare(service->edit(*ep, id, body, actor_of(who)));
                      }});
    routes.push_back({Verb::delete_, base + "/{id}", Access::section, e.section,
                      [ep, service](http::Request& request, const Principal* who) {
                        return http::json_bare(
                            service->remove(*ep, id_param(request, *ep), actor_of(who)));
                      }});
    if (e.table == "events") {
      for (const bool publish : {true, false}) {
        routes.push_back({Verb::post, base + "/{id}/" + (publish ? "publish" : "unpublish"),
                          Access::section, e.section,
                          [ep, service, publish](http::Request& request, const Principal* who) {
                            return http::json_bare(service->set_published(
                                *ep, id_param(request, *ep), publish, actor_of(who)));
                          }});
      }
      routes.push_back({Verb::post, base + "/{id}/photo", Access::section, e.section,
                        [ep, service](http::Request& request, const Principal* who) {
                          const long long id = id_param(request, *ep);
                          return http::json_bare(
                              service->set_photo(*ep, id, uploaded_file(request), actor_of(who)));
                        }});
      routes.push_back({Verb::delete_, base + "/{id}/photo", Access::section, e.section,
                        [ep, service](http::Request& request, const Principal* who) {
                          return http::json_bare(
                              service->remove_photo(*ep, id_param(request, *ep), actor_of(who)));
                        }});
    }
  }
  routes.push_back({Verb::get, "/api/admin/audit", Access::staff, "",
                    [&guard, &audit](http::Request& request, const Principal*) {
                      return audit_list(request, guard, audit);
                    }});
  guard.add(router, std::move(routes));
}

}  // namespace platform::catalog
