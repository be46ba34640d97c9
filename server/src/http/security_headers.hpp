#pragma once

#include <string_view>

#include "http/message.hpp"

namespace platform::http {

// The headers every answer carries (decision 0019): nosniff, a referrer policy, a permissions
// policy that turns off the device features no page of ours uses, HSTS when served over https,
// and for HTML a Content-Security-Policy: scripts only from our own origin (no inline script: the
// page's data travels in non-executed JSON blocks), no plugins, no <base> tricks, and framing by
// nobody in the account and admin areas (clickjacking) and by our own pages elsewhere.
void add_security_headers(Response& response, std::string_view area, bool https);

}  // namespace platform::http
