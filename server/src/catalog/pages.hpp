#pragma once

#include <boost/json/object.hpp>
#include <functional>
#include <optional>
#include <string>

#include "catalog/service.hpp"
#include "site/pages.hpp"
#include "site/sitemap.hpp"

namespace platform::catalog {

// Route names of the web app's catalogue pages (web/dist/routes.json).
inline constexpr const char* kFilterRoute = "events-festivals-filters";  // /festivals/:filters+/
inline constexpr const char* kFestivalRoute = "events-festival-code";    // /festival/:code/
inline constexpr const char* kProjectRoute = "events-kreativnye-proekty-slug";

// The festival's published reviews as its JSON-LD's AggregateRating (decision 0045): their
// average (1 to 5) and count. The results domain answers it; nothing while none is published.
struct ReviewRating {
  double average = 0;
  long long count = 0;
};
using FestivalRating = std::function<std::optional<ReviewRating>(const std::string& code)>;

// Renders the filter pages (canonical order, 301, 404, own title and description), the festival
// pages (name, description, schema.org Event JSON-LD, with the reviews' AggregateRating when
// `rating` gives one) and the creative project pages (title,
// summary, canonical link; 404 for an unknown slug) per request, and serves /sitemap.xml and
// /robots.txt. Only routes the manifest has are wired.
void add_pages(site::PageRenderer& pages, CatalogService& catalog,
               const site::SitemapSources& sitemap, const FestivalRating& rating = {});

// The filter page answer for path entries (testable without a server).
site::PageRenderer::DynamicAnswer filter_page(const Snapshot& handbooks,
                                              const std::string& route_prefix,
                                              const std::vector<std::string>& entries,
                                              const std::string& product);

// The festival page's head: canonical link and schema.org Event JSON-LD for a festival answer of
// CatalogService::festival, with the reviews' AggregateRating when there is one.
std::string festival_head(const boost::json::object& festival, const std::string& base_url,
                          const std::string& page_path,
                          const std::optional<ReviewRating>& rating = std::nullopt);

// The sitemap of one area as XML: the manifest's fixed pages, the catalogue's, and `extra_paths`,
// each once, without those `excluded` names.
std::string sitemap_xml(const site::RouteManifest& manifest, const std::string& area,
                        const std::string& base_url, const Snapshot& handbooks,
                        const std::vector<std::string>& event_codes,
                        const std::vector<std::string>& project_slugs,
                        const std::vector<std::string>& extra_paths = {},
                        const std::function<bool(const std::string&)>& excluded = {});

}  // namespace platform::catalog
