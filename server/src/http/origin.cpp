#include "http/origin.hpp"

#include <boost/url/parse.hpp>
#include <string>

#include "core/text.hpp"

namespace platform::http {
namespace {

bool host_is_ours(std::string_view url_text, std::string_view base_domain) {
  const auto url = boost::urls::parse_uri(url_text);
  if (!url || (url->scheme() != "http" && url->scheme() != "https")) return false;
  const std::string host = core::ascii_lower(url->encoded_host());
  const std::string base = core::ascii_lower(base_domain);
  if (host == base) return true;
  if (host.size() > base.size() + 1 && host.ends_with(base) &&
      host[host.size() - base.size() - 1] == '.') {
    return true;
  }
  return base == "localhost" && (host == "127.0.0.1" || host == "[::1]");
}

}  // namespace

bool is_state_changing(std::string_view method) {
  return method == "POST" || method == "PUT" || method == "PATCH" || method == "DELETE";
}

bool origin_allowed(std::string_view origin, std::string_view referer,
                    std::string_view base_domain) {
  if (!origin.empty()) return origin != "null" && host_is_ours(origin, base_domain);
  if (!referer.empty()) return host_is_ours(referer, base_domain);
  return true;
}

}  // namespace platform::http
