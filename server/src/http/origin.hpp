#pragma once

#include <string_view>

namespace platform::http {

// True for methods that change state (POST, PUT, PATCH, DELETE): they get the origin check.
bool is_state_changing(std::string_view method);

// Cross-site request forgery guard (ARCHITECTURE.md section 4): a state-changing request is
// accepted when its Origin (or, lacking one, its Referer) names the base domain or one of its
// subdomains, on any port. With neither header the request is not from a browser page and is
// accepted; the session cookie is SameSite=Lax as a second line. On a localhost base domain the
// loopback addresses count as the platform's own.
bool origin_allowed(std::string_view origin, std::string_view referer, std::string_view base_domain);

}  // namespace platform::http
