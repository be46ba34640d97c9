#pragma once

#include "auth/guard.hpp"
#include "content/pages.hpp"
#include "http/router.hpp"

namespace platform::content {

// GET /api/content/page?path=/o-nas/ (the request's area), and the admin's /api/admin/pages and
// /api/admin/content/blocks (section content). docs/api.md, decision 0024.
void register_routes(http::Router& router, const auth::Guard& guard, PageService& pages);

}  // namespace platform::content
