#pragma once

#include <functional>
#include <memory>

#include "db/database.hpp"
#include "http/router.hpp"

namespace platform::system {

// What readiness asks besides the database and its migrations; filled in before the server
// listens (the renderer starts after the routes are made).
struct ReadyChecks {
  // The page renderer is not held off after a failure (cheap: asks nothing); empty: none.
  std::function<bool()> renderer;
  // The file storage answers (object storage: a request to the bucket); empty: not asked.
  std::function<bool()> files;
};

// The health routes (docs/deploy.md):
// - GET /api/health/live: the process answers; nothing else is asked.
// - GET /api/health/ready: the database answers, its migrations are this binary's (none
//   missing), the page renderer and the file storage answer; 503 naming what is not. Asked at most
//   once a second, however often balancers poll.
// - GET /api/health: whether the database answers, which backend it is, the server version.
void register_routes(http::Router& router, db::Database& database,
                     std::shared_ptr<const ReadyChecks> checks);

}  // namespace platform::system
