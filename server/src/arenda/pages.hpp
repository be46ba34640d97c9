#pragma once

#include "arenda/repository.hpp"
#include "site/pages.hpp"
#include "site/sitemap.hpp"

namespace platform::arenda {

// Route name of a venue's page in the web app (web/dist/routes.json).
inline constexpr const char* kVenueRoute = "arenda-ploshchadki-code";  // /ploshchadki/:code/
inline constexpr const char* kVenuePrefix = "/ploshchadki/";

// A venue's page per request: its own title and description, a canonical link, 404 for a place
// without a published hall; each venue's page in arenda's sitemap.
void add_pages(site::PageRenderer& pages, ArendaRepository& repository,
               site::SitemapSources& sitemap);

}  // namespace platform::arenda
