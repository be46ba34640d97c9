#pragma once

#include <chrono>
#include <string>

#include "core/clock.hpp"
#include "db/database.hpp"

namespace soci {
class session;
}

namespace platform::ratelimit {

// Counters of requests per key (a client address, a user) in a sliding window, kept in the table
// rate_events so that every copy of the server counts together (decision 0019); a hit counts in
// a unit of work that first locks its key's row (rate_keys), so hits at the same instant never
// pass the limit together (decision 0047). Used for what
// costs money or disk: registrations and code sends per address, uploads per user.
// Locks the row of (kind, key) in rate_keys until the caller's transaction ends (creating it the
// first time): what is counted under the lock is counted one request after another.
void lock_key(soci::session& s, const std::string& kind, const std::string& key);

class RateLimiter {
 public:
  explicit RateLimiter(db::Database& database, core::Clock clock = core::system_now)
      : database_(database), clock_(std::move(clock)) {}

  // Counts one request of `kind` by `key`. When `limit` were counted within `window` before it,
  // throws ApiError 429 with `message` and a Retry-After of when the oldest of them ages out, and
  // counts nothing.
  void hit(const std::string& kind, const std::string& key, int limit, std::chrono::seconds window,
           const std::string& message);

  // Deletes the counts older than `age` (the job runner's clean-up: keys that never come back).
  long long forget_older_than(std::chrono::seconds age);

 private:
  db::Database& database_;
  core::Clock clock_;
};

}  // namespace platform::ratelimit
