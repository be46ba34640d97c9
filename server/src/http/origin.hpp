#pragma once

#include <string_view>

namespace platform::http {

// True for methods that change state (POST, PUT, PATCH, DELETE): they get the origin check.
bool is_state_changing(std::string_view method);

// Where a request was sent: its scheme (https behind a trusted TLS proxy) and its Host header.
struct Destination {
  bool https = false;
  std::string_view host;  // the Host header, "name" or "name:port"
};

// Cross-site request forgery guard (ARCHITECTURE.md section 4, decision 0019): a state-changing
// request is accepted when its Origin (or, lacking one, its Referer) names the base domain or one
// of its subdomains with the scheme and port the request itself was sent to. A request with
// neither header is refused: every browser sends Origin with a POST, and a script that wants to
// write must say where it comes from. On a localhost base domain the loopback addresses count as
// the platform's own.
bool origin_allowed(std::string_view origin, std::string_view referer, std::string_view base_domain,
                    const Destination& destination);

}  // namespace platform::http
