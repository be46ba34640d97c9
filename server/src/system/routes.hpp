#pragma once

#include "db/database.hpp"
#include "http/router.hpp"

namespace platform::system {

// GET /api/health: whether the database answers, which backend it is, the server version.
void register_routes(http::Router& router, db::Database& database);

}  // namespace platform::system
