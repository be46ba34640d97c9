#pragma once

#include "arenda/service.hpp"
#include "auth/guard.hpp"
#include "http/router.hpp"

namespace platform::arenda {

// Venue rental (docs/api.md, "Venue rental"): the public catalogue GET /api/arenda/halls,
// /api/arenda/cities, /api/arenda/venues/{code}, /api/arenda/halls/{code}/busy and the request
// POST /api/rentals; the admin's /api/admin/rentals (list, show, edit, audit) and
// /api/admin/rentals-calendar (section rentals). Halls are edited as a catalogue resource.
void register_routes(http::Router& router, const auth::Guard& guard, ArendaService& arenda);

}  // namespace platform::arenda
