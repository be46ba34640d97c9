#pragma once

#include <string>
#include <vector>

#include "db/database.hpp"
#include "storage/storage.hpp"

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

// Loads each part of the demo data set the database lacks (each part is marked by its own
// setting: `demo_seeded`, `demo_accounts_seeded`,
// `demo_catalog_seeded`, `demo_services_seeded`). Returns false when every part was there.
// Demo passwords are hashed here, at seed time. The demo people's portraits are stored under
// `files` (none without it).
bool load_demo(db::Database& database, const storage::Storage* files = nullptr);

}  // namespace platform::seed
