#include "site/areas.hpp"

#include <algorithm>

namespace platform::site {
namespace {

std::string host_without_port(std::string_view host) {
  std::string out;
  if (!host.empty() && host.front() == '[') {  // [::1]:8080
    const auto close = host.find(']');
    out = host.substr(0, close == std::string_view::npos ? host.size() : close + 1);
  } else {
    out = host.substr(0, std::min(host.find(':'), host.size()));
  }
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  while (!out.empty() && out.back() == '.') out.pop_back();
  return out;
}

}  // namespace

bool is_area(std::string_view code) noexcept {
  return std::find(kAreas.begin(), kAreas.end(), code) != kAreas.end();
}

bool is_local_host(std::string_view host) noexcept {
  return host == "localhost" || host.ends_with(".localhost") || host == "127.0.0.1" ||
         host == "[::1]";
}

std::string resolve_area(std::string_view host_header,
                         const std::optional<std::string>& domain_param,
                         std::string_view base_domain) {
  const std::string host = host_without_port(host_header);
  if (is_local_host(host) && domain_param && is_area(*domain_param)) return *domain_param;

  if (host.size() > base_domain.size() + 1 && host.ends_with(base_domain) &&
      host[host.size() - base_domain.size() - 1] == '.') {
    const std::string_view sub(host.data(), host.size() - base_domain.size() - 1);
    const auto dot = sub.rfind('.');
    const auto label = dot == std::string_view::npos ? sub : sub.substr(dot + 1);
    if (is_area(label)) return std::string(label);
  }
  return "main";
}

}  // namespace platform::site
