#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "db/database.hpp"
#include "http/router.hpp"

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
  std::int64_t insert(const ClientError& error);

 private:
  db::Database& database_;
};

// POST /api/client-errors {message, url?, stack?, area?}: stores and logs the report.
void register_routes(http::Router& router, ClientErrorRepository& repository);

}  // namespace platform::monitoring
