#pragma once

#include <chrono>
#include <condition_variable>
#include <map>
#include <mutex>
#include <stop_token>
#include <string>
#include <thread>

#include "cache/versions.hpp"

namespace soci {
class session;
}

namespace platform::db {

class Database;

// The counters of table change_counters (migration 0010, decision 0018). Production runs several
// copies of the server against one database, and each keeps data in memory (cache::Cache:
// catalogue answers, event cards, services, checked sessions). A copy that changes such data
// moves its own version of the domain at once (its caches see it on their next call) and bumps
// the domain's counter; every copy polls the counters and moves its version of each domain that
// another copy bumped, so a change made through one copy reaches the others within about a poll
// period.
//
// A unit of work (db::Work, decision 0047) counts the domains its write changes inside its own
// transaction (count_in), so a crash after the commit loses no invalidation, and moves this copy's
// versions after the commit (committed); the poller only reads.
class ChangeCounters {
 public:
  explicit ChangeCounters(Database& database) : database_(database) {}

  // Moves the domain's counter inside the caller's transaction `s`; the counter's new value.
  static long long count_in(soci::session& s, cache::Domain domain);
  // After the commit of a count_in: this copy's version moves (unless `here` is false: it dropped
  // what changed itself), and the poller knows the new value is its own.
  void committed(cache::Domain domain, long long value, bool here = true);

  // This copy's version of every domain (what caches compare).
  const cache::Versions& versions() const { return versions_; }

  // Reads the counters and moves the version of each domain that another copy moved since the
  // last read; the first read only records where they stand.
  void poll();

 private:
  Database& database_;
  cache::Versions versions_;
  std::mutex mutex_;
  std::map<std::string, long long> seen_;
  bool polled_ = false;
};

// Polls the counters every `period` on its own thread, from construction until destruction. A
// failed poll is logged and tried again.
class ChangePoller {
 public:
  ChangePoller(ChangeCounters& counters, std::chrono::milliseconds period);

 private:
  std::mutex mutex_;
  std::condition_variable_any wake_;  // never notified: a stop ends its wait
  std::jthread thread_;
};

}  // namespace platform::db
