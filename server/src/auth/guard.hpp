#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "auth/cookie.hpp"
#include "auth/service.hpp"
#include "http/message.hpp"
#include "http/router.hpp"

namespace platform::auth {

// Who may call a route.
enum class Access {
  anyone,   // guests too; the principal is passed when there is a session
  user,     // a session: 401 otherwise
  staff,    // a session with any staff role: 401 / 403
  section,  // a session whose roles open the route's section (auth/permissions.cpp): 401 / 403
};

using GuardedHandler = std::function<http::Response(http::Request&, const Principal*)>;

// One row of a domain's route table: the route's access metadata sits next to its path.
struct RouteSpec {
  http::Verb method;
  std::string path;
  Access access;
  std::string section;  // for Access::section
  GuardedHandler handler;
  http::Cost cost = http::Cost::light;  // heavy: runs on the blocking pool (password hashing)
};

// Finds the current user of a request (the session cookie) and enforces route access.
class Guard {
 public:
  Guard(AuthService& auth, std::string base_domain)
      : auth_(auth), base_domain_(std::move(base_domain)) {}

  std::optional<Principal> current(const http::Request& request) const;
  Principal require_user(const http::Request& request) const;   // 401
  Principal require_staff(const http::Request& request) const;  // 401, 403
  Principal require_section(const http::Request& request, std::string_view section) const;

  // Registers a domain's route table on the router, each handler behind its access check.
  void add(http::Router& router, std::vector<RouteSpec> routes) const;

  // Cookie attributes for this request (Secure behind a trusted https proxy).
  CookieOptions cookie_options(const http::Request& request, bool remember) const;

  // The client's address (as http::TrustedProxies worked it out) and user agent.
  static Client client_of(const http::Request& request);

 private:
  AuthService& auth_;
  std::string base_domain_;
};

}  // namespace platform::auth
