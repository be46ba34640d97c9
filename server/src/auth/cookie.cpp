#include "auth/cookie.hpp"

namespace platform::auth {
namespace {

// Browsers refuse Domain=localhost and Domain=<an IP address>: there the cookie stays host-only
// (decision 0007).
bool domain_allowed(const std::string& base) {
  if (base.empty() || base == "localhost") return false;
  return base.find_first_not_of("0123456789.") != std::string::npos && base.front() != '[';
}

std::string attributes(const CookieOptions& options) {
  std::string out = "; Path=/";
  if (domain_allowed(options.base_domain)) {
    out += "; Domain=" + options.base_domain;
  }
  out += "; HttpOnly; SameSite=Lax";
  if (options.secure) out += "; Secure";
  return out;
}

}  // namespace

std::string session_cookie(std::string_view token, const CookieOptions& options) {
  std::string out = std::string(kSessionCookie) + "=" + std::string(token) + attributes(options);
  if (options.remember) out += "; Max-Age=" + std::to_string(kRememberSeconds);
  return out;
}

std::string device_cookie(std::string_view token, const CookieOptions& options) {
  std::string out = std::string(kDeviceCookie) + "=" + std::string(token) + "; Path=/api/auth/";
  if (domain_allowed(options.base_domain)) out += "; Domain=" + options.base_domain;
  out += "; HttpOnly; SameSite=Lax";
  if (options.secure) out += "; Secure";
  return out + "; Max-Age=" + std::to_string(kDeviceSeconds);
}

std::string clear_session_cookie(const CookieOptions& options) {
  return std::string(kSessionCookie) + "=" + attributes(options) + "; Max-Age=0";
}

std::optional<std::string> cookie_value(std::string_view header, std::string_view name) {
  std::size_t pos = 0;
  while (pos < header.size()) {
    auto end = header.find(';', pos);
    if (end == std::string_view::npos) end = header.size();
    auto pair = header.substr(pos, end - pos);
    while (!pair.empty() && pair.front() == ' ') pair.remove_prefix(1);
    const auto eq = pair.find('=');
    if (eq != std::string_view::npos && pair.substr(0, eq) == name) {
      auto value = pair.substr(eq + 1);
      while (!value.empty() && value.back() == ' ') value.remove_suffix(1);
      return std::string(value);
    }
    pos = end + 1;
  }
  return std::nullopt;
}

}  // namespace platform::auth
