#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace platform::auth {

// THE permission matrix: which admin sections each staff role opens. The server checks it on
// every admin call; docs/permissions.md mirrors it and tests/api/permissions.test.mjs checks it.
struct RoleGrant {
  const char* code;
  const char* name;                   // Russian, as seeded in the roles table
  std::vector<std::string> sections;  // "*" = every section
};

const std::vector<RoleGrant>& role_grants();

// Every admin section of spec section 2, in menu order.
const std::vector<std::string>& all_sections();

// Every staff user also has their own profile.
inline constexpr const char* kOwnProfileSection = "users/profile";

bool is_role_code(std::string_view code);

// True when any of the roles is a staff role (opens the admin area).
bool is_staff(const std::vector<std::string>& roles);

// The sections the roles open together, in all_sections() order; empty for non-staff.
std::vector<std::string> sections_of(const std::vector<std::string>& roles);

bool has_section(const std::vector<std::string>& roles, std::string_view section);

// Whether a role of `roles` grants the section itself ("*" or by name), the own profile every
// staff member has left aside: the portfolio moderation of users/profile is ManagerUsers' and the
// Admin's (decision 0044), not every staff member's.
bool has_granted_section(const std::vector<std::string>& roles, std::string_view section);

// The sections one role opens (expanded "*"), in all_sections() order.
std::vector<std::string> sections_of_role(std::string_view role);

}  // namespace platform::auth
