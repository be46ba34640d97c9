#pragma once

#include "auth/guard.hpp"
#include "http/router.hpp"
#include "mail/outbox.hpp"

namespace platform::mail {

// GET /api/admin/outbox (section "outbox"): what the platform sent, is still sending, or gave up
// on, for staff to see why a user got no mail (docs/api.md). Bodies are never listed: they may
// hold one-time codes.
void register_admin_routes(http::Router& router, const auth::Guard& guard,
                           OutboxRepository& outbox);

}  // namespace platform::mail
