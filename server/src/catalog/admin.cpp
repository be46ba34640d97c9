#include "catalog/admin.hpp"

#include <boost/json.hpp>
#include <charconv>
#include <memory>

#include "audit/json.hpp"
#include "auth/permissions.hpp"
#include "catalog/admin_service.hpp"
#include "catalog/dates.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"
#include "core/formats.hpp"
#include "core/json_input.hpp"
#include "core/validation.hpp"
#include "http/list_params.hpp"
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

// The fields a list of the entity may be sorted by: id and every field but the lists.
std::vector<std::string_view> sort_fields_of(const Entity& e) {
  std::vector<std::string_view> out{"id"};
  for (const auto& f : e.fields) {
    if (!is_list(f.kind)) out.push_back(f.name);
  }
  return out;
}

// A filter value as the repository compares it (the column's text), read by the field's kind.
std::optional<std::string> filter_value(const http::ListParams& p, const Field& f) {
  switch (f.kind) {
    case FieldKind::ref:
      if (const auto id = p.id(f.name)) return std::to_string(*id);
      return std::nullopt;
    case FieldKind::integer:
      if (const auto n = p.integer(f.name)) return std::to_string(*n);
      return std::nullopt;
    case FieldKind::number:
      if (const auto n = p.number(f.name)) return json::serialize(json::value(*n));
      return std::nullopt;
    case FieldKind::flag:
      if (const auto b = p.flag(f.name)) return std::string(*b ? "1" : "0");
      return std::nullopt;
    case FieldKind::date:
      if (auto d = p.date_text(f.name)) {
        if (!is_date(*d)) {
          core::throw_bad_request(
              core::concat("Некорректный фильтр ", f.name, ": ожидается дата ГГГГ-ММ-ДД"));
        }
        return d;
      }
      return std::nullopt;
    case FieldKind::minutes:
      if (auto t = p.text(f.name, http::kMaxFilterTextChars)) {
        const auto minute = minute_of_day(*t);
        if (!minute) {
          core::throw_bad_request(
              core::concat("Некорректный фильтр ", f.name, ": ожидается время ЧЧ:ММ"));
        }
        return std::to_string(*minute);
      }
      return std::nullopt;
    case FieldKind::slug:
    case FieldKind::text:
    case FieldKind::colour:
    case FieldKind::host:
    case FieldKind::time:
    case FieldKind::moment:
    case FieldKind::choice:
      return p.text(f.name, std::max<std::size_t>(f.max, http::kMaxFilterTextChars));
    case FieldKind::strings:
    case FieldKind::pictures:
    case FieldKind::videos:
    case FieldKind::sections:
    case FieldKind::picture:
      break;  // stored as JSON text, or a path: not filtered by
  }
  return std::nullopt;
}

// react-admin's list parameters read against the entity: sort by a field, filters `q` (text in
// the first fields), `id` (getMany's list of ids) and one per field or filter-only column, typed
// by the field's kind. Other filter keys are ignored.
AdminListQuery list_query(const http::Request& request, const Entity& e) {
  const auto p = http::list_params(request, sort_fields_of(e));
  AdminListQuery q;
  if (p.sort) {
    q.sort = *p.sort == "id" ? nullptr : e.field(*p.sort);
    q.descending = p.descending;
  }
  q.offset = p.offset;
  if (p.limit) q.limit = *p.limit;
  if (auto text = p.text("q")) q.text = std::move(*text);
  q.ids = p.ids("id");
  for (const auto& [key, v] : p.filter) {
    if (key == "q" || key == "id") continue;
    const Field* f = e.filter(key);
    if (!f) continue;
    if (auto value = filter_value(p, *f)) q.equals.emplace_back(f, std::move(*value));
  }
  return q;
}

// The admin section whose users may read an entity's audit entries: the catalogue resource's,
// or users for accounts. Nothing for an unknown entity.
std::optional<std::string> section_of_audited(std::string_view entity) {
  // The records other domains audit, by the section that edits them.
  static constexpr std::pair<std::string_view, std::string_view> kOthers[] = {
      {"user", "users"},
      {"content_page", "content"},
      {"area_layout", "content"},
      {"article", "blogs"},
      {"article_type", "blogs"},
      {"seo_override", "seo"},
      {"recommendation", "recommend"},
      {"service", "services"},
      {"service_category", "services/categories"},
      // Portfolios of the account (decision 0044): their data is personal, read by the users
      // section, not by every staff member's own profile.
      {"portfolio_draft", "users"},
  };
  for (const auto& [name, section] : kOthers) {
    if (entity == name) return std::string(section);
  }
  if (const auto* e = admin_entity_by_audit_name(entity)) return e->section;
  return std::nullopt;
}

http::Response audit_list(http::Request& request, const auth::Guard& guard,
                          audit::AuditRepository& audit) {
  core::FieldErrors errors;
  // The log is always newest first: sort is not read. The record is named by query parameters,
  // or inside react-admin's filter={"entity":…,"entity_id":…} (getList).
  const auto p = http::parse_list_params("", request.query("range").value_or(""),
                                         request.query("filter").value_or(""), {});
  const auto from_filter = [&p](const char* key) -> std::string {
    const auto* v = p.filter.if_contains(key);
    if (!v) return "";
    return v->is_string() ? std::string(v->get_string()) : json::serialize(*v);
  };
  const auto entity = request.query("entity").value_or(from_filter("entity"));
  const auto section = section_of_audited(entity);
  if (!section) errors["entity"].push_back("Неизвестный тип записи");
  const auto entity_id =
      core::parse_id(request.query("entity_id").value_or(from_filter("entity_id")));
  if (!entity_id) errors["entity_id"].push_back("Должно быть целым числом больше 0");
  if (!errors.empty()) core::throw_invalid(std::move(errors));
  // Which section applies depends on the query, so it is checked here rather than in the table.
  guard.require_section(request, *section);
  const auto entries = audit.of(entity, *entity_id);
  // Without a range, the whole log.
  const auto offset = static_cast<std::size_t>(p.offset);
  const auto count = p.limit ? static_cast<std::size_t>(*p.limit) : entries.size();
  json::array list;
  for (std::size_t i = offset; i < entries.size() && i - offset < count; ++i) {
    list.push_back(audit::to_json(entries[i]));
  }
  return http::json_list("audit", list, p.offset, static_cast<long long>(entries.size()));
}

// The file of a multipart upload's field `file` (422 when missing).
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
                           audit::AuditRepository& audit, const PhotoStore& photos) {
  // Owned by the handlers, which live as long as the router.
  auto repository = std::make_shared<AdminRepository>(database);
  auto service = std::make_shared<AdminService>(*repository, photos);
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
                        return http::json_list(ep->resource, list, query.offset, page.total);
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
                              service->set_photo(*ep, id, http::form_file(request), actor_of(who)));
                        },
                        // Writes the file: on the blocking pool (storage/object_storage.hpp).
                        http::Cost::heavy});
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
