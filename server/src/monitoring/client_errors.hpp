#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

#include "db/database.hpp"
#include "http/router.hpp"
#include "ratelimit/limiter.hpp"

namespace platform::monitoring {

// An uncaught error the web app reported from a visitor's browser.
struct ClientError {
  std::string message;
  std::optional<std::string> url;
  std::optional<std::string> stack;
  std::optional<std::string> area;
  std::string user_agent;
  std::string ip;
  std::string request_id;
};

// Stores client errors (SQL lives here only).
class ClientErrorRepository {
 public:
  explicit ClientErrorRepository(db::Database& database) : database_(database) {}
  // Stores the report, or counts it on the row of the same error (area, message and stack):
  // the row's id either way.
  std::int64_t insert(const ClientError& error);
  // Deletes the errors last seen before `before` (the hourly clean-up); how many went.
  long long delete_seen_before(const std::string& before);

 private:
  db::Database& database_;
};

// Reports one client address may send in kReportWindow (429 after): a page that fails on every
// view stays far below it, a script filling the table does not.
inline constexpr int kReportsPerAddress = 100;
inline constexpr std::chrono::minutes kReportWindow{10};

// POST /api/client-errors {message, url?, stack?, area?}: stores (or counts) and logs the report.
void register_routes(http::Router& router, ClientErrorRepository& repository,
                     ratelimit::RateLimiter& limits);

}  // namespace platform::monitoring
