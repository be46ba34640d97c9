#pragma once

#include "auth/guard.hpp"
#include "http/router.hpp"
#include "recommend/service.hpp"

namespace platform::recommend {

// GET /api/recommendations (the request's area) and the admin's /api/admin/recommendations
// (section recommend). docs/api.md, decision 0030.
void register_routes(http::Router& router, const auth::Guard& guard, RecommendService& picks);

}  // namespace platform::recommend
