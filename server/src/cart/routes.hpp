#pragma once

#include <boost/json/value.hpp>
#include <filesystem>
#include <string>

#include "auth/guard.hpp"
#include "cart/service.hpp"
#include "http/router.hpp"

namespace platform::cart {

// GET /api/cart/, POST /api/cart/, POST /api/cart/file/, GET /api/cart/files/{id} (docs/api.md).
// The confirm call lives with the orders (orders/routes.cpp).
void register_routes(http::Router& router, const auth::Guard& guard, CartService& carts);

// Counters (spec section 5): at least 1; anything that is not a whole number of at least 1
// falls back to 1. Whole numbers written as strings or as 2.0 are read.
int read_count(const boost::json::value* value);

// A stored file as a download: its bytes with the type and a Content-Disposition carrying the
// original name (RFC 6266 filename*). 404 when the file is gone from the disk.
http::Response file_download(const std::filesystem::path& path, const std::string& name,
                             const std::string& content_type);

}  // namespace platform::cart
