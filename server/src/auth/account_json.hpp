#pragma once

#include <boost/json/object.hpp>

#include "auth/principal.hpp"
#include "auth/service.hpp"

namespace platform::auth {

// The user object the account area gets (GET /api/auth/me, PUT /api/user/edit...): the user
// (users::to_json) and what the current session may do without the password:
// set_password_until and change_contacts_until, UTC times or null (docs/api.md).
boost::json::object account_json(const AuthService& auth, const Principal& principal,
                                 const users::User& user);

}  // namespace platform::auth
