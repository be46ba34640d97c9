#pragma once

#include <soci/session.h>

#include <chrono>
#include <cstddef>

namespace platform::db {

class Database;

// Where a lease was asked for (GCC's and Clang's builtins: Clang 14 has no std::source_location).
struct Place {
  const char* file;
  int line;
  const char* function;
};

// One pooled connection, held by one thread from construction to destruction: the only way code
// reaches the database (decision 0047). The rule it enforces: a thread holds at most one lease.
// A thread that holds one and asks for a second waits for a connection that it may itself be
// keeping from the others; when as many such threads overlap as the pool has connections, every
// one of them waits forever. So a nested lease is a bug:
//   - in the test builds (PLATFORM_STRICT_LEASES) it throws std::logic_error at once, naming the
//     place that asks and the place that holds;
//   - in production it is logged with both places and served like any other lease.
// Every lease waits at most `Database::lease_wait()` for a free connection; past it the request
// fails with 503 «Сервис временно перегружен, повторите попытку», never a hang.
//
// A connection found broken (the database restarted) is reopened when it is leased; if that
// fails the lease fails with 503 and the next one tries again.
//
// Used like the session it holds: `db::Lease s(database_); s << "..."; f(s);`.
class Lease {
 public:
  explicit Lease(Database& database, const char* file = __builtin_FILE(),
                 int line = __builtin_LINE(), const char* function = __builtin_FUNCTION());
  Lease(Database& database, Place where);
  ~Lease();
  Lease(const Lease&) = delete;
  Lease& operator=(const Lease&) = delete;

  soci::session& session() noexcept { return *session_; }
  operator soci::session&() noexcept { return *session_; }  // NOLINT: used as the session
  soci::session* operator->() noexcept { return session_; }
  template <class T>
  decltype(auto) operator<<(const T& sql) {
    return *session_ << sql;
  }
  bool got_data() const { return session_->got_data(); }

  const Place& where() const noexcept { return where_; }

 private:
  Database& database_;
  std::size_t position_ = 0;
  soci::session* session_ = nullptr;
  Place where_;
  const Lease* outer_ = nullptr;  // the lease this thread held before (production only)
  int exceptions_ = 0;            // std::uncaught_exceptions() when made
};

// The error of a lease that found no free connection in time: 503.
[[noreturn]] void throw_overloaded();

// True (once) when a lease of this thread was given back, since the last call, with an exception
// under way and its connection lost: the request failed because the database went away, which is
// a 503 (http/app.cpp), not a 500.
bool take_lost_connection() noexcept;

// True when the thread holds a lease of `database` (tests).
bool holds_lease(const Database& database) noexcept;

}  // namespace platform::db
