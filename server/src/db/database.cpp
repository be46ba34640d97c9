#include "db/database.hpp"

#include <fmt/chrono.h>
#include <fmt/format.h>
#include <libpq-fe.h>
#include <soci/postgresql/soci-postgresql.h>
#include <soci/sqlite3/soci-sqlite3.h>
#include <spdlog/spdlog.h>

#include <boost/url/parse.hpp>
#include <chrono>
#include <filesystem>
#include <stdexcept>

#include "core/errors.hpp"
#include "db/domains.hpp"
#include "db/lease.hpp"

namespace platform::db {

const char* backend_name(Backend b) noexcept {
  return b == Backend::sqlite ? "sqlite" : "postgresql";
}

namespace {

// A value in libpq's key=value syntax: quoted, with backslashes and quotes escaped.
std::string conninfo_value(std::string_view v) {
  std::string out = "'";
  for (const char c : v) {
    if (c == '\\' || c == '\'') out.push_back('\\');
    out.push_back(c);
  }
  return out + "'";
}

// Process-wide SQLite settings, before the first connection opens (later calls are refused):
// no memory statistics, whose global mutex the io threads fought over on every allocation, and
// multi-thread mode, since a pooled connection is only ever used by one thread at a time.
void configure_sqlite_once() {
  static const bool configured = [] {
    sqlite_api::sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
    sqlite_api::sqlite3_config(SQLITE_CONFIG_MULTITHREAD);
    return true;
  }();
  (void)configured;
}

}  // namespace

std::string postgres_password(const std::string& url) {
  const auto parsed = boost::urls::parse_uri(url);
  return parsed ? std::string(parsed->password()) : std::string();
}

std::string postgres_connection_string(const std::string& url, bool with_password) {
  const auto parsed = boost::urls::parse_uri(url);
  if (!parsed || (parsed->scheme() != "postgresql" && parsed->scheme() != "postgres")) {
    throw std::invalid_argument("not a postgresql:// URL");
  }
  std::string out;
  auto add = [&out](std::string_view key, std::string_view value) {
    if (value.empty()) return;
    if (!out.empty()) out += ' ';
    out += key;
    out += '=';
    out += conninfo_value(value);
  };
  std::string host = parsed->host();
  if (host.size() > 2 && host.front() == '[' && host.back() == ']')
    host = host.substr(1, host.size() - 2);
  add("host", host);
  add("port", parsed->port());
  std::string dbname = parsed->path();
  if (!dbname.empty() && dbname.front() == '/') dbname.erase(0, 1);
  add("dbname", dbname);
  add("user", parsed->user());
  if (with_password) add("password", parsed->password());
  for (const auto& param : parsed->params()) add(param.key, param.value);
  return out;
}

Database::Database(const std::string& url, std::size_t pool_size)
    : backend_(url.rfind("sqlite:", 0) == 0 ? Backend::sqlite : Backend::postgresql),
      size_(pool_size == 0 ? 1 : pool_size),
      pool_(std::make_unique<soci::connection_pool>(size_)),
      kept_(size_),
      checked_at_loss_(size_, 0) {
  std::string sqlite_path;
  if (backend_ == Backend::sqlite) {
    configure_sqlite_once();
    sqlite_path = url.substr(7);
    const auto parent = std::filesystem::path(sqlite_path).parent_path();
    if (!parent.empty()) std::filesystem::create_directories(parent);
  }
  for (std::size_t i = 0; i != size_; ++i) {
    soci::session& s = pool_->at(i);
    if (backend_ == Backend::sqlite) {
      s.open(*soci::factory_sqlite3(), "db=\"" + sqlite_path + "\" timeout=10");
      // WAL: readers never block the writer and a crash loses no committed data.
      s << "PRAGMA journal_mode=WAL";
      s << "PRAGMA synchronous=NORMAL";
      s << "PRAGMA foreign_keys=ON";
      s << "PRAGMA busy_timeout=10000";
    } else {
      // A database host that does not answer fails the lease that reopens a connection to it
      // within seconds, instead of holding it (libpq waits forever by default).
      std::string connection = postgres_connection_string(url);
      if (connection.find("connect_timeout=") == std::string::npos)
        connection += " connect_timeout='5'";
      s.open(*soci::factory_postgresql(), connection);
    }
  }
}

Database::~Database() = default;

std::size_t Database::position_of(soci::session& s) {
  // A session borrowed from the pool works through the pooled session's backend.
  const auto* backend = s.get_backend();
  for (std::size_t i = 0; i != size_; ++i) {
    if (pool_->at(i).get_backend() == backend) return i;
  }
  throw std::logic_error("Database::kept: the session is not one of this pool's connections");
}

std::size_t Database::acquire(const Place& where) {
  std::size_t position = 0;
  if (!pool_->try_lease(position, 0)) {
    waits_.fetch_add(1, std::memory_order_relaxed);
    if (!pool_->try_lease(position, static_cast<int>(lease_wait_.count()))) {
      timeouts_.fetch_add(1, std::memory_order_relaxed);
      spdlog::error("no free database connection within {} ms for {}:{}", lease_wait_.count(),
                    where.file, where.line);
      throw_overloaded();
    }
  }
  try {
    reopen_if_broken(position);
  } catch (...) {
    pool_->give_back(position);
    throw;
  }
  leases_.fetch_add(1, std::memory_order_relaxed);
  in_use_.fetch_add(1, std::memory_order_relaxed);
  return position;
}

void Database::release(std::size_t position) {
  in_use_.fetch_sub(1, std::memory_order_relaxed);
  pool_->give_back(position);
}

Database::PoolStats Database::pool_stats() const noexcept {
  return {size_, in_use_.load(std::memory_order_relaxed), leases_.load(std::memory_order_relaxed),
          waits_.load(std::memory_order_relaxed), timeouts_.load(std::memory_order_relaxed)};
}

namespace {

bool connection_ok(soci::session& s) {
  const auto* backend = static_cast<soci::postgresql_session_backend*>(s.get_backend());
  return backend && PQstatus(backend->conn_) == CONNECTION_OK;
}

}  // namespace

bool Database::broken(std::size_t position) {
  return backend_ == Backend::postgresql && !connection_ok(pool_->at(position));
}

void Database::found_broken() {
  losses_.fetch_add(1, std::memory_order_acq_rel);
}

void Database::reopen_if_broken(std::size_t position) {
  if (backend_ != Backend::postgresql) return;  // a file does not go away
  soci::session& s = pool_->at(position);
  // libpq learns that the server went away only when a statement fails. Once one connection has
  // (a restart ends them all), every other one proves itself with a round trip before its next
  // use, so that no request fails on a connection that died in the same restart.
  const auto losses = losses_.load(std::memory_order_acquire);
  bool ok = connection_ok(s);
  if (ok && checked_at_loss_[position] != losses) {
    try {
      s << "SELECT 1";
    } catch (const std::exception&) {
      ok = connection_ok(s);
    }
  }
  if (ok) {
    checked_at_loss_[position] = losses;
    return;
  }
  found_broken();
  // The statements kept on the old connection die with it (PostgreSQL forgets them anyway).
  kept_[position].clear();
  try {
    s.reconnect();
    checked_at_loss_[position] = losses_.load(std::memory_order_acquire);
    spdlog::info("database connection {} reopened", position);
  } catch (const std::exception& e) {
    spdlog::warn("database connection {} cannot be reopened: {}", position, e.what());
    throw core::ApiError(core::ErrorKind::unavailable, "База данных недоступна");
  }
}

#ifdef PLATFORM_STRICT_LEASES
namespace {

void on_row_written(void*, int operation, const char*, const char* table,
                    sqlite_api::sqlite3_int64) {
  note_written(table, operation == SQLITE_INSERT);
}

}  // namespace
#endif

void Database::watch_domains() {
#ifdef PLATFORM_STRICT_LEASES
  if (backend_ != Backend::sqlite) return;
  for (std::size_t i = 0; i != size_; ++i) {
    auto* backend = static_cast<soci::sqlite3_session_backend*>(pool_->at(i).get_backend());
    sqlite_api::sqlite3_update_hook(backend->conn_, &on_row_written, nullptr);
  }
  watching_domains_ = true;
#endif
}

bool Database::ping() {
  try {
    Lease s(*this);
    int one = 0;
    s << "SELECT 1", soci::into(one);
    return one == 1;
  } catch (const std::exception&) {
    return false;
  }
}

std::string now_utc() {
  const auto now = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
  return fmt::format("{:%Y-%m-%dT%H:%M:%SZ}", now);
}

}  // namespace platform::db
