#pragma once

#include "site/pages.hpp"
#include "site/sitemap.hpp"
#include "tickets/service.hpp"

namespace platform::tickets {

// Route names of the afisha's pages in the web app (web/dist/routes.json).
inline constexpr const char* kShowRoute = "main-afisha-code";  // /afisha/:code/
inline constexpr const char* kShowPrefix = "/afisha/";

// A show's page per request: its own title and description, a canonical link and its JSON-LD
// Event with the tiers' prices; 404 for a draft or unknown show. Each upcoming show in main's
// sitemap.
void add_pages(site::PageRenderer& pages, TicketService& tickets, site::SitemapSources& sitemap);

}  // namespace platform::tickets
