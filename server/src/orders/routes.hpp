#pragma once

#include "auth/guard.hpp"
#include "http/router.hpp"
#include "orders/service.hpp"

namespace platform::orders {

// POST /api/cart/confirm/, the account's GET /api/orders, GET /api/orders/{number},
// POST /api/orders/{number}/cancel (docs/api.md).
void register_routes(http::Router& router, const auth::Guard& guard, OrderService& orders);

// The admin area's orders (section "orders"): list with filters, CSV export, show, status,
// assignment, comments, file download, and the managers to assign to (docs/api.md).
void register_admin_routes(http::Router& router, const auth::Guard& guard, OrderService& orders);

}  // namespace platform::orders
