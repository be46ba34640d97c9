#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace platform::auth {

inline constexpr const char* kSessionCookie = "access_token";
// The device cookie (decision 0048): a browser that has logged in to an account before.
inline constexpr const char* kDeviceCookie = "device";
inline constexpr long kDeviceSeconds = 365L * 24 * 3600;

struct CookieOptions {
  std::string base_domain;  // Domain=<base domain>, except for localhost (host-only cookie)
  bool secure = false;      // the request came over https
  bool remember = false;    // Max-Age 30 days; otherwise a browser-session cookie
};

inline constexpr long kRememberSeconds = 30L * 24 * 3600;
inline constexpr long kSessionSeconds = 12L * 3600;

// The Set-Cookie value that stores the session token.
std::string session_cookie(std::string_view token, const CookieOptions& options);

// The Set-Cookie value that stores the device token: a year, sent only to the login routes.
std::string device_cookie(std::string_view token, const CookieOptions& options);

// The Set-Cookie value that removes it (Max-Age=0, same Domain and Path).
std::string clear_session_cookie(const CookieOptions& options);

// The value of cookie `name` in a Cookie request header.
std::optional<std::string> cookie_value(std::string_view header, std::string_view name);

}  // namespace platform::auth
