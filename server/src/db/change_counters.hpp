#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <map>
#include <mutex>
#include <set>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

namespace platform::db {

class Database;

// The counters of table change_counters (migration 0010, decision 0018). Production runs several
// copies of the server against one database, and each keeps data in memory (catalogue answers,
// event cards, services, checked sessions). A copy that changes such data bumps its counter;
// every copy polls the counters and drops its copies when one moved, so a change made through one
// copy reaches the others within about a poll period.
//
// Bumps are written by the poller's thread, never by the caller: a request that holds a pooled
// connection must not wait for a second one, and the request path gains no statement.
class ChangeCounters {
 public:
  static constexpr const char* kCatalog = "catalog";    // events, handbooks, places, services
  static constexpr const char* kSessions = "sessions";  // logouts, revocations, users' changes

  explicit ChangeCounters(Database& database) : database_(database) {}

  // Notes that the counter must go up by one (the change is committed) and wakes the poller.
  void bump(const char* name);

  // What to drop when another copy moves the counter (called on the poller's thread).
  void on_change(const std::string& name, std::function<void()> drop);

  // Writes the pending bumps, then reads the counters and calls the listeners of those that
  // another copy moved since the last read; the first read only records where they stand.
  void poll();

  // Waits until a bump is pending, `period` has passed, or a stop is requested.
  void wait(std::stop_token stop, std::chrono::milliseconds period);

 private:
  void write_pending();

  Database& database_;
  std::mutex mutex_;
  std::condition_variable_any wake_;
  std::set<std::string> pending_;
  std::map<std::string, long long> seen_;
  bool polled_ = false;
  std::vector<std::pair<std::string, std::function<void()>>> listeners_;
};

// Polls the counters every `period` (and at once after a bump) on its own thread, from
// construction until destruction, when it writes what is still pending. Destroy it before what
// its listeners drop. A failed poll is logged and tried again.
class ChangePoller {
 public:
  ChangePoller(ChangeCounters& counters, std::chrono::milliseconds period);

 private:
  std::jthread thread_;
};

}  // namespace platform::db
