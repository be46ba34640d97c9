#pragma once

#include "auth/guard.hpp"
#include "auth/service.hpp"
#include "core/json_input.hpp"
#include "http/router.hpp"

namespace platform::auth {

// /api/auth/*: register, login, forgot, me, logout (docs/api.md).
void register_routes(http::Router& router, const Guard& guard, AuthService& auth);

// Reads the contact of a login or forgot body: email (preferred) or phone, normalised.
// A missing contact is a 422 on email.
Contact read_contact(core::FieldReader& fields, bool strict_phone);

}  // namespace platform::auth
