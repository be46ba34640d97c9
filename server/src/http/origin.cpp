#include "http/origin.hpp"

#include <boost/url/parse.hpp>
#include <string>

#include "core/text.hpp"
#include "site/areas.hpp"

namespace platform::http {
namespace {

// The base domain or one of the areas' hosts right under it (bravo.<base>, admin.<base>): any
// other subdomain may be a site someone else runs (a user's page on a hosting subdomain).
bool host_is_ours(std::string_view host_text, std::string_view base_domain) {
  const std::string host = core::ascii_lower(host_text);
  const std::string base = core::ascii_lower(base_domain);
  if (host == base) return true;
  if (host.size() > base.size() + 1 && host.ends_with(base) &&
      host[host.size() - base.size() - 1] == '.') {
    const std::string_view label(host.data(), host.size() - base.size() - 1);
    return label != "main" && site::is_area(label);
  }
  return base == "localhost" && (host == "127.0.0.1" || host == "[::1]");
}

// The port of a Host header ("name:port", "[::1]:port" or "name"), or the scheme's default.
std::string_view port_of_host(std::string_view host, bool https) {
  const auto colon = host.rfind(':');
  const auto bracket = host.rfind(']');
  if (colon == std::string_view::npos || (bracket != std::string_view::npos && colon < bracket)) {
    return https ? "443" : "80";
  }
  return host.substr(colon + 1);
}

bool url_is_ours(std::string_view url_text, std::string_view base_domain,
                 const Destination& destination) {
  const auto url = boost::urls::parse_uri(url_text);
  if (!url) return false;
  const std::string scheme = core::ascii_lower(url->scheme());
  if (scheme != (destination.https ? "https" : "http")) return false;
  if (!host_is_ours(url->encoded_host(), base_domain)) return false;
  const std::string_view port = url->has_port()
                                    ? std::string_view(url->port())
                                    : std::string_view(destination.https ? "443" : "80");
  return port == port_of_host(destination.host, destination.https);
}

}  // namespace

bool is_state_changing(std::string_view method) {
  return method == "POST" || method == "PUT" || method == "PATCH" || method == "DELETE";
}

bool origin_allowed(std::string_view origin, std::string_view referer, std::string_view base_domain,
                    const Destination& destination) {
  if (!origin.empty()) return origin != "null" && url_is_ours(origin, base_domain, destination);
  if (!referer.empty()) return url_is_ours(referer, base_domain, destination);
  return false;
}

}  // namespace platform::http
