#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "users/user.hpp"

namespace platform::auth {

// Who is asking: what the session belongs to.
struct Principal {
  users::User user;
  std::int64_t session_id = 0;
  std::optional<std::string> code_login_at;  // the session was opened with a one-time code then
};

}  // namespace platform::auth
