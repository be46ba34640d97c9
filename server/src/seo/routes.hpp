#pragma once

#include "auth/guard.hpp"
#include "http/router.hpp"
#include "seo/seo.hpp"
#include "site/pages.hpp"

namespace platform::seo {

// GET /api/seo/overrides (the request's area, for the web app) and the admin's /api/admin/seo
// (section seo). docs/api.md, decision 0028.
void register_routes(http::Router& router, const auth::Guard& guard, SeoService& seo);

// Full loads of every page take the override of their address: title, description, share image
// and noindex over the route's own.
void add_pages(site::PageRenderer& pages, SeoService& seo);

}  // namespace platform::seo
