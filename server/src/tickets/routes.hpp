#pragma once

#include "auth/guard.hpp"
#include "http/router.hpp"
#include "tickets/service.hpp"

namespace platform::tickets {

// The afisha's public API, the buyer's orders and e-tickets, the payment providers' pages and
// callbacks, and the ticket managers' orders, report and check-in (decision 0046, docs/api.md).
void register_routes(http::Router& router, const auth::Guard& guard, TicketService& tickets);

}  // namespace platform::tickets
