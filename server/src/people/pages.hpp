#pragma once

#include <string>
#include <vector>

#include "people/directory.hpp"
#include "site/pages.hpp"
#include "site/sitemap.hpp"

namespace platform::people {

// Route names of the people pages in the web app (web/dist/routes.json), main area.
inline constexpr const char* kMentorRoute = "main-nastavnik-code";       // /nastavnik/:code/
inline constexpr const char* kParticipantRoute = "main-uchastnik-code";  // /uchastnik/:code/

enum class PageKind { mentor, participant };

// The head of a person's page from what the directory says of the code (params: the path's
// segments from the route's parameter on): "<name>, наставник — <product>" (солист, творческий
// коллектив), a description from the person's data and a canonical link under base_url; not_found
// for a code the directory has no published person for.
site::PageRenderer::DynamicAnswer page_head(const PeopleDirectory::Head& head, PageKind kind,
                                            const std::string& code, const std::string& product,
                                            const std::string& base_url);

// Each person's page per request (404 for an unknown code); each in main's sitemap.
void add_pages(site::PageRenderer& pages, PeopleDirectory& directory,
               site::SitemapSources& sitemap);

}  // namespace platform::people
