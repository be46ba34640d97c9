#pragma once

#include "auth/guard.hpp"
#include "http/router.hpp"
#include "users/service.hpp"

namespace platform::admin {

// /api/admin/*: the back office (react-admin's REST convention, docs/api.md).
void register_routes(http::Router& router, const auth::Guard& guard, users::UserService& users);

}  // namespace platform::admin
