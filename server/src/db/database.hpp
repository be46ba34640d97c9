#pragma once

#include <soci/connection-pool.h>
#include <soci/session.h>

#include <cstddef>
#include <memory>
#include <string>

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

 private:
  Backend backend_;
  std::size_t size_;
  std::unique_ptr<soci::connection_pool> pool_;
};

// libpq's key=value connection string for a postgresql:// URL (SOCI 4.0 misreads URLs without
// a query string). Throws std::invalid_argument for a URL it cannot read.
std::string postgres_connection_string(const std::string& url);

// The current UTC time as stored in the database: "YYYY-MM-DDTHH:MM:SSZ", sortable as text on
// both backends (see docs/decisions/0004-portable-sql.md).
std::string now_utc();

}  // namespace platform::db
