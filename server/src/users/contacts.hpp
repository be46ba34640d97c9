#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "users/repository.hpp"

namespace platform::users {

// Throws 422 naming the email and/or phone that a live user other than `own_id` (0: nobody yet)
// already has. Registration and both profile edits share it; the unique indexes of migration 0006
// stop the race between this check and the write, and the caller calls this again when a write
// fails, so the loser of the race gets the same 422.
void throw_if_contacts_taken(UserRepository& users, std::int64_t own_id, const std::string& email,
                             const std::optional<std::string>& phone);

}  // namespace platform::users
