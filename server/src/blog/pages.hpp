#pragma once

#include <string>

#include "blog/service.hpp"
#include "site/pages.hpp"

namespace platform::blog {

// The blog's pages answer per request (decision 0027): /blog/ and /blog/{type}/ with their
// titles (404 for an unknown type), /blog/{type}/{code}/ with the article's SEO title and
// description, a canonical link and Article JSON-LD (404 for an unknown or draft article); and
// /rss.xml in every public area.
void add_pages(site::PageRenderer& pages, BlogService& blog, const std::string& base_domain);

// "Wed, 25 Nov 2026 01:41:21 +0000" (RFC 822, as RSS wants it) of "2026-11-25T01:41:21Z".
std::string rfc822_time(std::string_view utc);

}  // namespace platform::blog
