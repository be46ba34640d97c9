#pragma once

#include <string>
#include <vector>

#include "bravo/catalog.hpp"
#include "bravo/model.hpp"
#include "site/pages.hpp"
#include "site/sitemap.hpp"

namespace platform::bravo {

// Route names of the school's pages in the web app (web/dist/routes.json).
inline constexpr const char* kSchoolRoute = "bravo-school";          // /:school/
inline constexpr const char* kClassRoute = "bravo-school-code";      // /:school/:code/
inline constexpr const char* kCourseRoute = "bravo-kursy-code";      // /kursy/:code/
inline constexpr const char* kTeacherRoute = "bravo-pedagogi-code";  // /pedagogi/:code/
inline constexpr const char* kCoursePrefix = "/kursy/";
inline constexpr const char* kTeacherPrefix = "/pedagogi/";

// The school's pages drawn from the catalogue: a school, a class, a course, a teacher.
enum class PageKind { school, school_class, course, teacher };

// The head of a school's page for the path segments from the route's first parameter on
// ({"shkola-tantsev", "hip-hop"} for a class): its own title and description and a canonical
// link under `base_url`, or not_found when the snapshot has no such school, class, course or
// teacher.
site::PageRenderer::DynamicAnswer page_head(const Snapshot& snapshot, PageKind kind,
                                            const std::vector<std::string>& params,
                                            const std::string& product,
                                            const std::string& base_url);

// Every school, class, course and teacher page of the snapshot, as paths ("/shkola-vokala/").
std::vector<std::string> page_paths(const Snapshot& snapshot);

// Each page per request from the catalogue's snapshot (404 for an unknown code); each in bravo's
// sitemap.
void add_pages(site::PageRenderer& pages, BravoCatalog& catalog, site::SitemapSources& sitemap);

}  // namespace platform::bravo
