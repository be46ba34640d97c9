#pragma once

#include "auth/guard.hpp"
#include "http/router.hpp"
#include "media/images.hpp"

namespace platform::media {

// POST /api/admin/content/images (section content) and /api/admin/blog/images (section blogs):
// a picture for a page's or an article's blocks, answered with its stored path, size and
// smaller variants. docs/api.md, decision 0029.
void register_routes(http::Router& router, const auth::Guard& guard, const ContentImages& images);

}  // namespace platform::media
