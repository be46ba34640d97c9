#pragma once

#include "auth/guard.hpp"
#include "content/layout.hpp"
#include "content/pages.hpp"
#include "http/router.hpp"

namespace platform::content {

// GET /api/content/page?path=/o-nas/ and /api/content/layout (the request's area), and the
// admin's /api/admin/pages, /api/admin/layouts and their schemas (section content). docs/api.md,
// decision 0024.
void register_routes(http::Router& router, const auth::Guard& guard, PageService& pages,
                     LayoutService& layouts);

}  // namespace platform::content
