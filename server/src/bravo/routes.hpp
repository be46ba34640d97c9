#pragma once

#include "auth/guard.hpp"
#include "bravo/catalog.hpp"
#include "http/router.hpp"

namespace platform::bravo {

// The school's public catalogue (docs/api.md, "Bravo: the school"): GET /api/bravo/schools,
// /api/bravo/schools/{code}, /api/bravo/classes (school, age, weekday),
// /api/bravo/classes/{school}/{code}, /api/bravo/teachers, /api/bravo/teachers/{code},
// /api/bravo/courses and /api/bravo/courses/{code}.
void register_routes(http::Router& router, const auth::Guard& guard, BravoCatalog& catalog);

}  // namespace platform::bravo
