#pragma once

#include "auth/guard.hpp"
#include "http/router.hpp"
#include "requests/service.hpp"

namespace platform::requests {

// POST /api/requests (anyone, the request's area), and the inbox of the admin (section
// requests): /api/admin/requests list, show, edit, its history and /api/admin/request-managers.
// docs/api.md, decision 0025.
void register_routes(http::Router& router, const auth::Guard& guard, RequestService& requests);

}  // namespace platform::requests
