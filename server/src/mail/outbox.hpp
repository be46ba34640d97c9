#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "db/database.hpp"

namespace platform::mail {

struct Message {
  std::string channel;  // "email" or "sms"
  std::string recipient;
  std::optional<std::string> subject;
  std::string body;
};

// SQL of the outbox table: every message the platform sends, with its send result.
class OutboxRepository {
 public:
  explicit OutboxRepository(db::Database& database) : database_(database) {}

  std::int64_t insert(const Message& message, const std::string& now);
  void mark_sent(std::int64_t id, const std::string& now);
  void mark_failed(std::int64_t id, const std::string& error);

 private:
  db::Database& database_;
};

}  // namespace platform::mail
