#include "admin/routes.hpp"

#include <charconv>

#include "audit/json.hpp"
#include "auth/contact.hpp"
#include "auth/permissions.hpp"
#include "http/list_params.hpp"
#include "users/routes.hpp"

namespace platform::admin {
namespace json = boost::json;
using auth::Access;
using auth::Principal;
using http::Verb;

namespace {

std::int64_t id_param(const http::Request& request) {
  const std::string& text = request.params.at("id");
  std::int64_t id = 0;
  const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), id);
  if (ec != std::errc() || ptr != text.data() + text.size() || id <= 0) {
    core::throw_not_found("Пользователь не найден");
  }
  return id;
}

// The users list: sort by these fields; filters q (name, email or phone), role, blocked,
// verified and deleted.
constexpr std::string_view kUserSortFields[] = {"id", "last_name", "email", "created_at"};

users::ListQuery list_query(const http::Request& request) {
  const auto p = http::list_params(request, kUserSortFields);
  users::ListQuery q;
  if (p.sort) {
    q.sort = *p.sort;
    q.descending = p.descending;
  }
  q.offset = p.offset;
  if (p.limit) q.limit = *p.limit;
  if (auto text = p.text("q")) {
    q.q = auth::lower_text(*text);
    if (auto phone = auth::normalize_phone(q.q)) q.q = *phone;
  }
  q.role = p.text("role");
  q.blocked = p.flag("blocked");
  q.verified = p.flag("verified");
  q.deleted = p.flag("deleted").value_or(false);
  return q;
}

json::array strings(const std::vector<std::string>& list) {
  json::array out;
  for (const auto& s : list) out.emplace_back(s);
  return out;
}

}  // namespace

void register_routes(http::Router& router, const auth::Guard& guard, users::UserService& users) {
  guard.add(
      router,
      {
          {Verb::get, "/api/admin/access", Access::staff, "",
           [](http::Request&, const Principal* principal) {
             const auto& roles = principal->user.roles;
             std::vector<std::string> staff_roles;
             for (const auto& r : roles) {
               if (auth::is_role_code(r)) staff_roles.push_back(r);
             }
             return http::json_ok(json::object{{"sections", strings(auth::sections_of(roles))},
                                               {"roles", strings(staff_roles)}});
           }},
          {Verb::get, "/api/admin/users", Access::section, "users",
           [&users](http::Request& request, const Principal*) {
             const auto q = list_query(request);
             const auto [page, total] = users.list(q);
             json::array list;
             for (const auto& u : page) list.push_back(users::to_json(u, true));
             return http::json_list("users", list, q.offset, total);
           }},
          {Verb::get, "/api/admin/users/{id}", Access::section, "users",
           [&users](http::Request& request, const Principal*) {
             return http::json_bare(users::to_json(users.get(id_param(request)), true));
           }},
          {Verb::put, "/api/admin/users/{id}", Access::section, "users",
           [&users](http::Request& request, const Principal* principal) {
             const auto id = id_param(request);
             users.get(id);
             const auto body = http::json_body(request);
             core::FieldReader fields(body);
             const auto in = users::read_profile(fields);
             fields.finish();
             return http::json_bare(users::to_json(users.edit(id, in, principal->user), true));
           }},
          {Verb::put, "/api/admin/users/{id}/roles", Access::section, "roles",
           [&users](http::Request& request, const Principal* principal) {
             const auto id = id_param(request);
             const auto body = http::json_body(request);
             const auto* roles = body.if_contains("roles");
             if (!roles || !roles->is_array())
               core::throw_invalid({{"roles", {"Должно быть списком"}}});
             std::vector<std::string> codes;
             for (const auto& r : roles->get_array()) {
               if (!r.is_string())
                 core::throw_invalid({{"roles", {"Должно быть списком кодов ролей"}}});
               codes.emplace_back(r.get_string());
             }
             return http::json_bare(
                 users::to_json(users.set_roles(id, codes, principal->user), true));
           }},
          {Verb::post, "/api/admin/users/{id}/block", Access::section, "users",
           [&users](http::Request& request, const Principal* principal) {
             const auto id = id_param(request);
             const auto body = http::json_body(request);
             core::FieldReader fields(body);
             const auto reason = fields.text("reason", {{"required"}, {"max", 500}},
                                             core::FieldReader::Lines::many);
             fields.finish();
             return http::json_bare(
                 users::to_json(users.block(id, principal->user, *reason), true));
           }},
          {Verb::post, "/api/admin/users/{id}/unblock", Access::section, "users",
           [&users](http::Request& request, const Principal* principal) {
             return http::json_bare(
                 users::to_json(users.unblock(id_param(request), principal->user), true));
           }},
          {Verb::get, "/api/admin/users/{id}/audit", Access::section, "users",
           [&users](http::Request& request, const Principal*) {
             json::array list;
             for (const auto& e : users.history(id_param(request)))
               list.push_back(audit::to_json(e));
             const auto n = static_cast<long long>(list.size());
             return http::json_list("audit", list, 0, n);
           }},
          {Verb::get, "/api/admin/roles", Access::section, "roles",
           [](http::Request&, const Principal*) {
             json::array list;
             for (const auto& grant : auth::role_grants()) {
               list.push_back(
                   json::object{{"id", grant.code},
                                {"code", grant.code},
                                {"name", grant.name},
                                {"sections", strings(auth::sections_of_role(grant.code))}});
             }
             const auto n = static_cast<long long>(list.size());
             return http::json_list("roles", list, 0, n);
           }},
      });
}

}  // namespace platform::admin
