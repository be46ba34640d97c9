#include "http/security_headers.hpp"

namespace platform::http {

void add_security_headers(Response& response, std::string_view area, bool https) {
  auto& h = response.headers;
  h.set("X-Content-Type-Options", "nosniff");
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  if (https)
    h.set(beast_http::field::strict_transport_security, "max-age=31536000; includeSubDomains");
  if (h[beast_http::field::content_type].starts_with("text/html")) {
    const bool private_area = area == "id" || area == "admin";
    h.set("Content-Security-Policy",
          private_area
              ? "script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'"
              : "script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'");
  }
}

}  // namespace platform::http
