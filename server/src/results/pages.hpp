#pragma once

#include "results/service.hpp"
#include "site/pages.hpp"

namespace platform::results {

// Route name of a diploma's verification page in the web app (web/dist/routes.json).
inline constexpr const char* kDiplomaRoute = "main-diplom-code";  // /diplom/:code/

// A diploma's verification page per request: its title names the diploma, 404 for a code no
// published diploma has. The page stays out of the sitemap (the code is the diploma's key).
void add_pages(site::PageRenderer& pages, ResultsService& results);

}  // namespace platform::results
