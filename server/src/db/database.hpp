#pragma once

#include <soci/connection-pool.h>
#include <soci/session.h>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <memory>
#include <string>
#include <typeindex>
#include <unordered_map>
#include <vector>

#include "db/change_counters.hpp"

namespace platform::db {

struct Place;

enum class Backend { sqlite, postgresql };

const char* backend_name(Backend b) noexcept;

// A pool of open connections to one database, SQLite or PostgreSQL, chosen by the URL:
// `sqlite:PATH` or `postgresql://...`. Borrow a connection with `db::Lease s(database);` (or a
// unit of work, db::Work): it goes back to the pool when `s` goes out of scope. The pool itself is
// not reachable: every connection is leased through db/lease.hpp, which enforces one lease per
// thread and a deadline (decision 0047).
class Database {
 public:
  // How long a lease waits for a free connection before its request gets 503.
  static constexpr std::chrono::milliseconds kLeaseWait{5000};

  Database(const std::string& url, std::size_t pool_size);
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;

  Backend backend() const noexcept { return backend_; }
  void set_lease_wait(std::chrono::milliseconds wait) noexcept { lease_wait_ = wait; }

  // True when a trivial query succeeds (the connection it leases is reopened if broken).
  bool ping();

  // The pool as the metrics show it: its connections, those leased now, and since the start the
  // leases, those that had to wait for a free connection, and those that waited in vain (503).
  struct PoolStats {
    std::size_t size = 0, in_use = 0;
    unsigned long long leases = 0, waits = 0, timeouts = 0;
  };
  PoolStats pool_stats() const noexcept;

  // Test builds on SQLite (else nothing): from now on every row written is checked against the
  // domain map (db/domains.hpp) by the unit of work, or the lease, that wrote it. Call it before
  // other threads use the database (it hooks every connection).
  void watch_domains();
  bool watching_domains() const noexcept { return watching_domains_; }

  // The change counters every copy of the server polls (after migrations: table change_counters).
  ChangeCounters& changes() noexcept { return changes_; }

  // The object of type T kept for the pooled connection that `s` holds, made as T(s) on its
  // first use there: statements that stay prepared on that connection, so a hot read is not
  // parsed and planned anew each time (PostgreSQL; decision 0017). Only the thread holding the
  // connection reaches its objects, hence no lock. They go before the connections close.
  template <class T>
  T& kept(soci::session& s) {
    const std::size_t position = position_of(s);
    auto& slot = kept_[position][std::type_index(typeid(T))];
    // Made with the pooled session itself: `s` is a short-lived handle on it, and a statement
    // keeps a reference to the session it was made with.
    if (!slot) slot = std::make_shared<T>(pool_->at(position));
    return *static_cast<T*>(slot.get());
  }

 private:
  friend class Lease;
  // A free connection's position, waiting at most lease_wait_ (then 503), reopened when broken.
  std::size_t acquire(const Place& where);
  soci::session& connection(std::size_t position) { return pool_->at(position); }
  void release(std::size_t position);
  void reopen_if_broken(std::size_t position);
  // Whether the connection is known to be lost (a statement on it failed so).
  bool broken(std::size_t position);
  // A connection was found lost: the others prove themselves before their next use.
  void found_broken();

  Backend backend_;
  std::size_t size_;
  std::chrono::milliseconds lease_wait_ = kLeaseWait;
  std::size_t position_of(soci::session& s);

  std::unique_ptr<soci::connection_pool> pool_;
  ChangeCounters changes_{*this};
  std::vector<std::unordered_map<std::type_index, std::shared_ptr<void>>> kept_;  // per connection
  bool watching_domains_ = false;
  std::atomic<unsigned> losses_{0};  // connections found lost so far
  std::atomic<std::size_t> in_use_{0};
  std::atomic<unsigned long long> leases_{0}, waits_{0}, timeouts_{0};
  std::vector<unsigned> checked_at_loss_;  // per connection: losses_ when it last proved itself
};

// libpq's key=value connection string for a postgresql:// URL (SOCI 4.0 misreads URLs without
// a query string). Throws std::invalid_argument for a URL it cannot read.
std::string postgres_connection_string(const std::string& url, bool with_password = true);
// The URL's password (for PGPASSWORD: a tool's command line is no place for it), or "".
std::string postgres_password(const std::string& url);

// The current UTC time as stored in the database: "YYYY-MM-DDTHH:MM:SSZ", sortable as text on
// both backends (see docs/decisions/0004-portable-sql.md).
std::string now_utc();

}  // namespace platform::db

#include "db/lease.hpp"  // IWYU pragma: export
