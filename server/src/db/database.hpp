#pragma once

#include <soci/connection-pool.h>
#include <soci/session.h>

#include <cstddef>
#include <memory>
#include <string>
#include <typeindex>
#include <unordered_map>
#include <vector>

#include "db/change_counters.hpp"

namespace platform::db {

enum class Backend { sqlite, postgresql };

const char* backend_name(Backend b) noexcept;

// A pool of open connections to one database, SQLite or PostgreSQL, chosen by the URL:
// `sqlite:PATH` or `postgresql://...`. Borrow a connection with `soci::session s(db.pool());`:
// it goes back to the pool when `s` goes out of scope.
class Database {
 public:
  Database(const std::string& url, std::size_t pool_size);
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;

  Backend backend() const noexcept { return backend_; }
  soci::connection_pool& pool() noexcept { return *pool_; }

  // True when a trivial query succeeds.
  bool ping();

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
  Backend backend_;
  std::size_t size_;
  std::size_t position_of(soci::session& s);

  std::unique_ptr<soci::connection_pool> pool_;
  ChangeCounters changes_{*this};
  std::vector<std::unordered_map<std::type_index, std::shared_ptr<void>>> kept_;  // per connection
};

// libpq's key=value connection string for a postgresql:// URL (SOCI 4.0 misreads URLs without
// a query string). Throws std::invalid_argument for a URL it cannot read.
std::string postgres_connection_string(const std::string& url);

// The current UTC time as stored in the database: "YYYY-MM-DDTHH:MM:SSZ", sortable as text on
// both backends (see docs/decisions/0004-portable-sql.md).
std::string now_utc();

}  // namespace platform::db
