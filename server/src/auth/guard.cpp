#include "auth/guard.hpp"

#include "auth/permissions.hpp"
#include "core/errors.hpp"

namespace platform::auth {

using core::ApiError;
using core::ErrorKind;

std::optional<Principal> Guard::current(const http::Request& request) const {
  const auto token = cookie_value(request.header(http::beast_http::field::cookie), kSessionCookie);
  if (!token || token->empty()) return std::nullopt;
  return auth_.authenticate(*token);
}

Principal Guard::require_user(const http::Request& request) const {
  auto principal = current(request);
  if (!principal) throw ApiError(ErrorKind::unauthorized, "Требуется авторизация");
  return std::move(*principal);
}

Principal Guard::require_staff(const http::Request& request) const {
  auto principal = require_user(request);
  if (!is_staff(principal.user.roles)) throw ApiError(ErrorKind::forbidden, "Доступ запрещен");
  return principal;
}

Principal Guard::require_section(const http::Request& request, std::string_view section) const {
  auto principal = require_user(request);
  if (!has_section(principal.user.roles, section)) {
    throw ApiError(ErrorKind::forbidden, "Доступ запрещен");
  }
  return principal;
}

void Guard::add(http::Router& router, std::vector<RouteSpec> routes) const {
  for (auto& route : routes) {
    router.add(
        route.method, route.path,
        [this, access = route.access, section = route.section,
         handler = std::move(route.handler)](http::Request& request) {
          std::optional<Principal> principal;
          switch (access) {
            case Access::anyone:
              principal = current(request);
              break;
            case Access::user:
              principal = require_user(request);
              break;
            case Access::staff:
              principal = require_staff(request);
              break;
            case Access::section:
              principal = require_section(request, section);
              break;
          }
          if (principal) request.user_id = principal->user.id;  // for the access line
          return handler(request, principal ? &*principal : nullptr);
        },
        route.cost);
  }
}

CookieOptions Guard::cookie_options(const http::Request& request, bool remember) const {
  CookieOptions o;
  o.base_domain = base_domain_;
  o.remember = remember;
  o.secure = request.https;
  return o;
}

Client Guard::client_of(const http::Request& request) {
  auto device = cookie_value(request.header(http::beast_http::field::cookie), kDeviceCookie);
  return {request.client_ip,
          std::string(request.header(http::beast_http::field::user_agent).substr(0, 500)),
          device && device->size() <= 100 ? std::move(*device) : std::string()};
}

}  // namespace platform::auth
