#pragma once

#include <boost/json/value.hpp>
#include <string>
#include <string_view>

#include "http/message.hpp"

namespace platform::site {

// Pieces of the documents the server writes itself: page heads (canonical links, JSON-LD), the
// sitemap and the feeds.

// "https://host[:port]" of the request (https when a trusted proxy says so).
std::string base_url_of(const http::Request& request);

// The absolute URL of `path` in `area` as seen from the request: the area's subdomain of
// `base_domain` (the request's port kept), or on a local host the request's own host with
// `?domain=area`.
std::string area_url(const http::Request& request, std::string_view base_domain,
                     std::string_view area, std::string_view path);

// A JSON value for a <script type="application/ld+json"> block: "</" written as "<\/".
std::string script_json(const boost::json::value& value);

// <link rel="canonical" href="…"> of an absolute URL, escaped.
std::string canonical_link(std::string_view url);

}  // namespace platform::site
