#pragma once

#include "db/database.hpp"

namespace platform::seed {

// Loads the demo data set into a database that has none yet (marked by the `demo_seeded`
// setting). Returns false when the database already had it. Each domain adds its own part.
bool load_demo(db::Database& database);

}  // namespace platform::seed
