#pragma once

#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

#include "auth/principal.hpp"
#include "core/clock.hpp"

namespace platform::auth {

// Principals of recently checked session tokens, so that the several API calls of one page check
// a session without a query each (decision 0017). An entry serves for at most kTtl after it was
// read, shorter than the minute after which a session is slid, and only while the count of
// changes it was read under is current: every write that can end a session or change a user
// (logout, revoke, profile, roles, block, delete) moves the count and so retires every entry.
// Thread-safe; bounded (emptied when kMaxEntries is reached).
class SessionCache {
 public:
  static constexpr std::chrono::seconds kTtl{5};
  static constexpr std::size_t kMaxEntries = 10000;

  // The principal kept for the token's hash, when read less than kTtl before `now` under the
  // count of changes `changes`, and its session has not expired at `now`.
  std::optional<Principal> find(const std::string& token_hash, std::uint64_t changes,
                                core::TimePoint now) const;

  // Keeps the principal read at `now`. `changes` is the count taken before the read: when a write
  // came in between, the entry is stale from the start and never served.
  void store(const std::string& token_hash, const Principal& principal,
             core::TimePoint session_expires, std::uint64_t changes, core::TimePoint now);

  // Forgets every entry (another copy of the server ended a session or changed a user).
  void clear();

 private:
  struct Entry {
    Principal principal;
    core::TimePoint expires;
    core::TimePoint read_at;
    std::uint64_t changes = 0;
  };

  mutable std::mutex mutex_;
  std::unordered_map<std::string, Entry> entries_;
};

}  // namespace platform::auth
