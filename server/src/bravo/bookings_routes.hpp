#pragma once

#include "auth/guard.hpp"
#include "bravo/bookings_service.hpp"
#include "http/router.hpp"

namespace platform::bravo {

// The school's bookings (docs/api.md, "Bravo: bookings"): a class's lessons with their places
// GET /api/bravo/classes/{school}/{code}/lessons and the booking POST /api/bravo/bookings
// (anyone); the parent's children /api/user/children and bookings /api/user/bravo-bookings (a
// session); the managers' /api/admin/bravo-bookings (section school/bookings).
void register_booking_routes(http::Router& router, const auth::Guard& guard,
                             BookingsService& bookings);

}  // namespace platform::bravo
