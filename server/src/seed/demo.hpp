#pragma once

#include <string>
#include <vector>

#include "db/database.hpp"

namespace platform::seed {

// A demo login printed by scripts/run (docs/api.md lists them).
struct DemoUser {
  std::string email;
  std::string password;
  std::string role;  // empty: an ordinary user
  std::string first_name;
  std::string last_name;
};

const std::vector<DemoUser>& demo_users();

// Loads the demo data set into a database that has none yet (marked by the `demo_seeded`
// setting). Returns false when the database already had it. Each domain adds its own part.
// Demo passwords are hashed here, at seed time.
bool load_demo(db::Database& database);

}  // namespace platform::seed
