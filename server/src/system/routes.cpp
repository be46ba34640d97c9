#include "system/routes.hpp"

#include <atomic>
#include <boost/json/object.hpp>
#include <chrono>
#include <mutex>
#include <optional>
#include <string>

#include "db/migrations.hpp"

namespace platform::system {
namespace {

using Clock = std::chrono::steady_clock;

// Load balancers poll health many times a second; the database is asked at most once a second
// and the answer shared, so a health storm never becomes a database storm.
class DatabaseProbe {
 public:
  explicit DatabaseProbe(db::Database& database) : database_(database) {}

  bool healthy() {
    const auto now = Clock::now().time_since_epoch().count();
    const auto checked = checked_at_.load(std::memory_order_relaxed);
    if (checked != 0 && now - checked < Clock::duration(std::chrono::seconds(1)).count()) {
      return healthy_.load(std::memory_order_relaxed);
    }
    const bool ok = database_.ping();
    healthy_.store(ok, std::memory_order_relaxed);
    checked_at_.store(ok ? now : 0, std::memory_order_relaxed);  // a failure is re-checked at once
    return ok;
  }

 private:
  db::Database& database_;
  std::atomic<Clock::rep> checked_at_{0};
  std::atomic<bool> healthy_{false};
};

// The readiness answer, made at most once a second (one caller makes it, the others wait for it
// or take the last one).
struct Readiness {
  std::string database = "ok";    // ok | down
  std::string migrations = "ok";  // ok | behind (to apply) | ahead (a newer binary's, harmless)
  std::string renderer = "off";   // ok | down | off
  std::string files = "ok";       // ok | down
  bool ready() const {
    return database == "ok" && migrations != "behind" && renderer != "down" && files == "ok";
  }
};

class ReadyProbe {
 public:
  ReadyProbe(db::Database& database, std::shared_ptr<DatabaseProbe> db_probe,
             std::shared_ptr<const ReadyChecks> checks)
      : database_(database), db_probe_(std::move(db_probe)), checks_(std::move(checks)) {}

  Readiness check() {
    const std::lock_guard lock(mutex_);
    const auto now = Clock::now();
    if (checked_ && now - *checked_ < std::chrono::seconds(1)) return last_;
    Readiness r;
    if (!db_probe_->healthy()) {
      r.database = "down";
      r.migrations = "unknown";
    } else {
      try {
        const auto state = db::migration_state(database_);
        r.migrations = !state.pending.empty() ? "behind" : !state.unknown.empty() ? "ahead" : "ok";
      } catch (const std::exception&) {
        r.database = "down";
        r.migrations = "unknown";
      }
    }
    if (checks_->renderer) r.renderer = checks_->renderer() ? "ok" : "down";
    if (checks_->files) r.files = checks_->files() ? "ok" : "down";
    last_ = r;
    checked_ = r.ready() ? std::optional(now) : std::nullopt;  // a failure is re-checked at once
    return r;
  }

 private:
  db::Database& database_;
  std::shared_ptr<DatabaseProbe> db_probe_;
  std::shared_ptr<const ReadyChecks> checks_;
  std::mutex mutex_;
  std::optional<Clock::time_point> checked_;
  Readiness last_;
};

// «база данных недоступна, рендерер страниц не отвечает»: what keeps the copy from being ready.
std::string not_ready_text(const Readiness& r) {
  std::string out;
  const auto add = [&out](const char* what) {
    out += (out.empty() ? "" : ", ") + std::string(what);
  };
  if (r.database != "ok") add("база данных недоступна");
  if (r.migrations == "behind") add("миграции базы данных не применены");
  if (r.renderer == "down") add("отрисовка страниц не отвечает");
  if (r.files == "down") add("хранилище файлов недоступно");
  return out;
}

}  // namespace

void register_routes(http::Router& router, db::Database& database,
                     std::shared_ptr<const ReadyChecks> checks) {
  auto db_probe = std::make_shared<DatabaseProbe>(database);
  auto ready_probe = std::make_shared<ReadyProbe>(database, db_probe, std::move(checks));
  router.add(http::Verb::get, "/api/health", [db_probe, &database](http::Request&) {
    if (!db_probe->healthy()) {
      throw core::ApiError(core::ErrorKind::unavailable, "База данных недоступна");
    }
    boost::json::object data;
    data["db"] = "ok";
    data["backend"] = db::backend_name(database.backend());
    data["version"] = PLATFORM_VERSION;
    return http::json_ok(data);
  });
  router.add(http::Verb::get, "/api/health/live", [](http::Request&) {
    return http::json_ok(boost::json::object{{"live", true}, {"version", PLATFORM_VERSION}});
  });
  router.add(http::Verb::get, "/api/health/ready", [ready_probe](http::Request&) {
    const Readiness r = ready_probe->check();
    if (!r.ready()) {
      throw core::ApiError(core::ErrorKind::unavailable, "Сервер не готов: " + not_ready_text(r));
    }
    return http::json_ok(boost::json::object{{"ready", true},
                                             {"database", r.database},
                                             {"migrations", r.migrations},
                                             {"renderer", r.renderer},
                                             {"files", r.files}});
  });
}

}  // namespace platform::system
