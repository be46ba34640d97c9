#include "system/routes.hpp"

#include <atomic>
#include <boost/json/object.hpp>
#include <chrono>

namespace platform::system {
namespace {

// Load balancers poll health many times a second; the database is asked at most once a second
// and the answer shared, so a health storm never becomes a database storm.
class DatabaseProbe {
 public:
  explicit DatabaseProbe(db::Database& database) : database_(database) {}

  bool healthy() {
    const auto now = std::chrono::steady_clock::now().time_since_epoch().count();
    const auto checked = checked_at_.load(std::memory_order_relaxed);
    if (checked != 0 &&
        now - checked < std::chrono::steady_clock::duration(std::chrono::seconds(1)).count()) {
      return healthy_.load(std::memory_order_relaxed);
    }
    const bool ok = database_.ping();
    healthy_.store(ok, std::memory_order_relaxed);
    checked_at_.store(ok ? now : 0, std::memory_order_relaxed);  // a failure is re-checked at once
    return ok;
  }

 private:
  db::Database& database_;
  std::atomic<std::chrono::steady_clock::rep> checked_at_{0};
  std::atomic<bool> healthy_{false};
};

}  // namespace

void register_routes(http::Router& router, db::Database& database) {
  auto probe = std::make_shared<DatabaseProbe>(database);
  router.add(http::Verb::get, "/api/health", [probe, &database](http::Request&) {
    if (!probe->healthy()) {
      throw core::ApiError(core::ErrorKind::unavailable, "База данных недоступна");
    }
    boost::json::object data;
    data["db"] = "ok";
    data["backend"] = db::backend_name(database.backend());
    data["version"] = PLATFORM_VERSION;
    return http::json_ok(data);
  });
}

}  // namespace platform::system
