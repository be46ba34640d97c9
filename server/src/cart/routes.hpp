#pragma once

#include <boost/json/value.hpp>
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

}  // namespace platform::cart
