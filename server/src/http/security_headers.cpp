#include "http/security_headers.hpp"

namespace platform::http {

void add_security_headers(Response& response, std::string_view area, bool https) {
  auto& h = response.headers;
  h.set("X-Content-Type-Options", "nosniff");
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  // The admin area's door screen reads tickets' QR codes with the camera (its own pages only);
  // every other page has no use for it.
  h.set("Permissions-Policy",
        area == "admin" ? "camera=(self), microphone=(), geolocation=(), payment=(), usb=()"
                        : "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  if (https)
    h.set(beast_http::field::strict_transport_security, "max-age=31536000; includeSubDomains");
  if (h[beast_http::field::content_type].starts_with("text/html") &&
      h.find("Content-Security-Policy") == h.end()) {
    h.set("Content-Security-Policy", content_security_policy(area));
  }
}

std::string content_security_policy(std::string_view area, std::string_view script_origin) {
  const bool private_area = area == "id" || area == "admin";
  std::string policy = "script-src 'self'";
  if (!script_origin.empty()) {
    policy += ' ';
    policy += script_origin;
  }
  policy += private_area ? "; object-src 'none'; base-uri 'self'; frame-ancestors 'none'"
                         : "; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";
  return policy;
}

}  // namespace platform::http
