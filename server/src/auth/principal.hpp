#pragma once

#include <cstdint>

#include "users/user.hpp"

namespace platform::auth {

// Who is asking: what the session belongs to.
struct Principal {
  users::User user;
  std::int64_t session_id = 0;
};

}  // namespace platform::auth
