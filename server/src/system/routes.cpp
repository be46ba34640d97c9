#include "system/routes.hpp"

#include <boost/json/object.hpp>

namespace platform::system {

void register_routes(http::Router& router, db::Database& database) {
  router.add(http::Verb::get, "/api/health", [&database](http::Request&) {
    if (!database.ping()) {
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
