#pragma once

#include <string>
#include <string_view>

#include "http/message.hpp"

namespace platform::http {

// The headers every answer carries (decision 0019): nosniff, a referrer policy, a permissions
// policy that turns off the device features no page of ours uses, HSTS when served over https,
// and for HTML a Content-Security-Policy: scripts only from our own origin (no inline script: the
// page's data travels in non-executed JSON blocks), no plugins, no <base> tricks, and framing by
// nobody in the account and admin areas (clickjacking) and by our own pages elsewhere. An HTML
// answer that already has a policy (a page naming another script origin) keeps it.
void add_security_headers(Response& response, std::string_view area, bool https);

// The policy of the HTML pages of an area; `script_origin` ("https://host") is one more origin
// scripts may load from: the area's call-back widget of its CRM (decision 0026).
std::string content_security_policy(std::string_view area, std::string_view script_origin = {});

}  // namespace platform::http
