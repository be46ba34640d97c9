#pragma once

#include "auth/guard.hpp"
#include "blog/service.hpp"
#include "http/router.hpp"

namespace platform::blog {

// GET /api/blog/types, /api/blog/articles, /api/blog/article, and the admin's
// /api/admin/articles, /api/admin/article-types, /api/admin/blog/blocks (section blogs).
// docs/api.md, decision 0027.
void register_routes(http::Router& router, const auth::Guard& guard, BlogService& blog);

}  // namespace platform::blog
