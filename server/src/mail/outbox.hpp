#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"

namespace platform::mail {

struct Message {
  std::string channel;  // "email" or "sms"
  std::string recipient;
  std::optional<std::string> subject;
  std::string body;
  // An email's attachments as the outbox keeps them: a JSON list of {"kind", "id"} the courier
  // renders at send time (mail/attachments.hpp); empty: none.
  std::string attachments;
  // The left part of the email's Message-ID, fixed when the row is written: every attempt sends
  // the same message (the mailer adds "@" and its sender's domain).
  std::string key;
};

// A queued message as the courier sees it.
struct Queued {
  std::int64_t id = 0;
  Message message;
  int attempts = 0;  // before this one
  std::string created_at;
};

// One row of the outbox for the admin list.
struct OutboxRow {
  std::int64_t id = 0;
  Message message;
  int attempts = 0;
  std::string created_at;
  std::optional<std::string> sent_at, next_attempt_at, given_up_at, error;
};

// The admin list's filter: status "sent", "queued" (waiting, possibly after failures) or
// "given_up"; empty for all.
struct OutboxQuery {
  std::string status;
  std::string q;  // part of the recipient
  long long offset = 0;
  long long limit = 25;
};

// SQL of the outbox table: every message the platform sends, with its delivery state.
// Messages one recipient gets in a day at most (issue 31): an anonymous order or booking could
// make the platform mail or text any address with the sender's words. Past the cap a message is
// not queued and the log says so.
inline constexpr int kEmailsPerRecipientDay = 50;
inline constexpr int kSmsPerRecipientDay = 20;

class OutboxRepository {
 public:
  explicit OutboxRepository(db::Database& database) : database_(database) {}

  std::int64_t insert(const Message& message, const std::string& now);
  // The same inside the caller's transaction: the message goes out only if the write it belongs
  // to is committed.
  // 0, and nothing queued, when the recipient already got its day's share (over_daily_cap).
  static std::int64_t insert(soci::session& s, const Message& message, const std::string& now);
  // Whether the recipient (not a staff member) got kEmailsPerRecipientDay emails, or
  // kSmsPerRecipientDay SMS, in the 24 hours before `now`.
  static bool over_daily_cap(soci::session& s, const Message& message, const std::string& now);

  // Due messages of the channels (unsent, not given up, next attempt at or before `now`, no live
  // lease), at most `limit`, each leased until `lease_until` and its attempt counted. Two copies
  // never claim one row: SKIP LOCKED on PostgreSQL, the single write lock on SQLite.
  std::vector<Queued> claim(const std::vector<std::string>& channels, const std::string& now,
                            const std::string& lease_until, int limit);
  void mark_sent(std::int64_t id, const std::string& now);
  void mark_failed(std::int64_t id, const std::string& error, const std::string& next_attempt_at);
  void give_up(std::int64_t id, const std::string& error, const std::string& now);

  std::vector<OutboxRow> list(const OutboxQuery& query);
  long long count(const OutboxQuery& query);

  // What waits to go out, by channel: the messages and the oldest one's created_at (the metrics).
  struct Backlog {
    std::string channel;
    long long waiting = 0;
    std::string oldest;
  };
  std::vector<Backlog> backlog();

 private:
  db::Database& database_;
};

}  // namespace platform::mail
