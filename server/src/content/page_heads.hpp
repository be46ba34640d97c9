#pragma once

#include "content/pages.hpp"
#include "site/pages.hpp"

namespace platform::content {

// Every route of the manifest that shows a content page (PageRoute::content) answers per request:
// the published page of the request's area with its SEO title and description (its title and the
// product when unset), or the 404 page when none is published at that path.
void add_pages(site::PageRenderer& pages, PageService& service);

}  // namespace platform::content
