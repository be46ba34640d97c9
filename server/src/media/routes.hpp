#pragma once

#include "auth/guard.hpp"
#include "http/router.hpp"
#include "media/documents.hpp"
#include "media/images.hpp"

namespace platform::media {

// POST /api/admin/content/images (section content) and /api/admin/blog/images (section blogs):
// a picture for a page's or an article's blocks, answered with its stored path, size and
// smaller variants (docs/api.md, decision 0029); POST /api/admin/content/documents (sections
// content and blogs): a PDF for a page's `documents` block, answered with its stored path and size
// (decision 0041).
void register_routes(http::Router& router, const auth::Guard& guard, const ContentImages& images,
                     const ContentDocuments& documents);

}  // namespace platform::media
