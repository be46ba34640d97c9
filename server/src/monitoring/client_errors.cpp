#include "monitoring/client_errors.hpp"

#include <soci/soci.h>
#include <spdlog/spdlog.h>

#include <boost/json/object.hpp>

#include "core/json_input.hpp"
#include "db/optional.hpp"

namespace platform::monitoring {

std::int64_t ClientErrorRepository::insert(const ClientError& e) {
  db::Lease s(database_);
  long long id = 0;
  const std::string created_at = db::now_utc();  // soci::use binds by reference: never a temporary
  // RETURNING works on SQLite 3.35+ and PostgreSQL alike.
  s << "INSERT INTO client_errors (message, url, stack, area, user_agent, ip, request_id, "
       "created_at)"
       " VALUES (:message, :url, :stack, :area, :ua, :ip, :rid, :created) RETURNING id",
      soci::use(e.message), soci::use(e.url), soci::use(e.stack), soci::use(e.area),
      soci::use(e.user_agent), soci::use(e.ip), soci::use(e.request_id), soci::use(created_at),
      soci::into(id);
  return id;
}

void register_routes(http::Router& router, ClientErrorRepository& repository) {
  router.add(http::Verb::post, "/api/client-errors", [&repository](http::Request& request) {
    const auto body = http::json_body(request);
    core::FieldReader fields(body);
    ClientError e;
    using Lines = core::FieldReader::Lines;
    e.message = fields.text("message", {{"required"}, {"max", 2000}}, Lines::many).value_or("");
    e.url = fields.text("url", {{"max", 2000}});
    e.stack = fields.text("stack", {{"max", 20000}}, Lines::many);
    e.area = fields.text("area", {{"max", 32}});
    fields.finish();
    e.user_agent = std::string(request.header(http::beast_http::field::user_agent).substr(0, 500));
    e.ip = request.remote_ip;
    e.request_id = request.request_id;
    const auto id = repository.insert(e);
    spdlog::warn("client error #{} in area {}: {}", id, e.area.value_or("?"), e.message);
    boost::json::object data;
    data["id"] = id;
    return http::json_ok(data);
  });
}

}  // namespace platform::monitoring
