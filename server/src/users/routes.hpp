#pragma once

#include "auth/guard.hpp"
#include "core/json_input.hpp"
#include "http/router.hpp"
#include "users/service.hpp"

namespace platform::users {

// first_name, second_name, last_name, email, phone with the registration rules.
ProfileInput read_profile(core::FieldReader& fields);

// /api/user/*: the signed-in user's own account (docs/api.md).
void register_routes(http::Router& router, const auth::Guard& guard, auth::AuthService& auth,
                     UserService& users);

}  // namespace platform::users
