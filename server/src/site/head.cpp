#include "site/head.hpp"

#include <boost/json/serialize.hpp>

#include "core/text.hpp"
#include "site/areas.hpp"

namespace platform::site {

std::string base_url_of(const http::Request& request) {
  return std::string(request.https ? "https" : "http") + "://" +
         std::string(request.header(http::beast_http::field::host));
}

std::string area_url(const http::Request& request, std::string_view base_domain,
                     std::string_view area, std::string_view path) {
  const std::string_view host = request.header(http::beast_http::field::host);
  const auto colon = host.rfind(':');
  const bool has_port =
      colon != std::string_view::npos && host.find(']', colon) == std::string_view::npos;
  const std::string_view name = has_port ? host.substr(0, colon) : host;
  const std::string_view port = has_port ? host.substr(colon) : std::string_view();
  const std::string scheme = request.https ? "https://" : "http://";
  if (is_local_host(name)) {
    return scheme + std::string(host) + std::string(path) + "?domain=" + std::string(area);
  }
  std::string out = scheme;
  if (area != "main") {
    out += area;
    out += '.';
  }
  out += base_domain;
  out += port;
  out += path;
  return out;
}

std::string script_json(const boost::json::value& value) {
  std::string text = boost::json::serialize(value);
  for (auto pos = text.find("</"); pos != std::string::npos; pos = text.find("</", pos + 3)) {
    text.replace(pos, 2, "<\\/");
  }
  return text;
}

std::string canonical_link(std::string_view url) {
  return "<link rel=\"canonical\" href=\"" + core::escape_html(url) + "\">";
}

}  // namespace platform::site
