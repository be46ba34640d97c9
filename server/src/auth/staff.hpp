#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "db/database.hpp"

namespace platform::auth {

// A member of staff who works in a section of the admin: who may be given a request, who is
// told of a new one by email.
struct StaffMember {
  long long id = 0;
  std::string name;  // "Last First"
  std::string email;
};

// Live, unblocked users holding a role that grants the section (Admin's "*" too), by name.
std::vector<StaffMember> staff_of_section(db::Database& database, std::string_view section);

}  // namespace platform::auth
