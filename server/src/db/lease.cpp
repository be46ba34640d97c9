#include "db/lease.hpp"

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include <cstdlib>
#include <exception>
#include <stdexcept>
#include <utility>

#include "core/errors.hpp"
#include "db/database.hpp"
#include "db/domains.hpp"

namespace platform::db {
namespace {

// The lease the current thread holds, if any.
thread_local const Lease* held = nullptr;
thread_local const Database* held_of = nullptr;
thread_local Place held_where{};
thread_local bool lost_connection = false;

std::string place(const Place& where) {
  return fmt::format("{}:{} ({})", where.file, where.line, where.function);
}

}  // namespace

void throw_overloaded() {
  throw core::ApiError(core::ErrorKind::unavailable,
                       "Сервис временно перегружен, повторите попытку");
}

bool take_lost_connection() noexcept {
  return std::exchange(lost_connection, false);
}

bool holds_lease(const Database& database) noexcept {
  return held && held_of == &database;
}

Lease::Lease(Database& database, const char* file, int line, const char* function)
    : Lease(database, Place{file, line, function}) {}

Lease::Lease(Database& database, Place where)
    : database_(database), where_(where), exceptions_(std::uncaught_exceptions()) {
  if (holds_lease(database)) {
    const std::string message =
        fmt::format("nested database lease at {} while this thread holds one from {}", place(where),
                    place(held_where));
#ifdef PLATFORM_STRICT_LEASES
    spdlog::critical("{}", message);
    throw std::logic_error(message);
#else
    spdlog::error("{}", message);
#endif
  }
  position_ = database_.acquire(where);
  session_ = &database_.connection(position_);
  outer_ = held;
  if (!outer_ && database_.watching_domains()) take_written();  // what an earlier lease left
  held = this;
  held_of = &database_;
  held_where = where_;
}

Lease::~Lease() {
  // The test builds: rows written outside a unit of work (autocommitted) must be of tables no
  // cache reads (db/domains.hpp); a destructor cannot throw, so the server stops, loudly.
  if (!outer_ && database_.watching_domains()) {
    const auto tables = take_written();
    if (std::uncaught_exceptions() == exceptions_) {
      if (const auto wrong = unnamed_domain(tables, [](cache::Domain) { return false; })) {
        spdlog::critical("{}: written outside a unit of work at {}", *wrong, place(where_));
        spdlog::shutdown();
        std::abort();
      }
    }
  }
  // A statement that failed because the server went away leaves the connection lost: its next
  // lease reopens it, the others prove themselves first (Database::reopen_if_broken).
  if (std::uncaught_exceptions() > exceptions_ && database_.broken(position_)) {
    database_.found_broken();
    lost_connection = true;
  }
  held = outer_;
  if (outer_) {
    held_of = &outer_->database_;
    held_where = outer_->where_;
  } else {
    held_of = nullptr;
  }
  database_.release(position_);
}

}  // namespace platform::db
