#include "monitoring/client_errors.hpp"

#include <soci/soci.h>
#include <spdlog/spdlog.h>

#include <boost/json/object.hpp>

#include "auth/crypto.hpp"
#include "core/concat.hpp"
#include "core/json_input.hpp"
#include "db/optional.hpp"
#include "db/query.hpp"

namespace platform::monitoring {

std::int64_t ClientErrorRepository::insert(const ClientError& e) {
  db::Lease s(database_);
  long long id = 0;
  const std::string now = db::now_utc();  // soci::use binds by reference: never a temporary
  const std::string fingerprint = auth::sha256_hex(core::concat(
      e.area.value_or(""), "\n", e.message, "\n", e.stack.value_or("").substr(0, 2000)));
  // RETURNING after an upsert works on SQLite 3.35+ and PostgreSQL alike.
  s << "INSERT INTO client_errors (message, url, stack, area, user_agent, ip, request_id,"
       " created_at, fingerprint, count, last_seen_at)"
       " VALUES (:message, :url, :stack, :area, :ua, :ip, :rid, :created, :fingerprint, 1, :seen)"
       " ON CONFLICT (fingerprint) DO UPDATE SET count = client_errors.count + 1,"
       " last_seen_at = excluded.last_seen_at, url = excluded.url,"
       " user_agent = excluded.user_agent, ip = excluded.ip, request_id = excluded.request_id"
       " RETURNING id",
      soci::use(e.message), soci::use(e.url), soci::use(e.stack), soci::use(e.area),
      soci::use(e.user_agent), soci::use(e.ip), soci::use(e.request_id), soci::use(now),
      soci::use(fingerprint), soci::use(now), soci::into(id);
  return id;
}

long long ClientErrorRepository::delete_seen_before(const std::string& before) {
  db::Lease s(database_);
  soci::statement st =
      db::query(s, "DELETE FROM client_errors WHERE COALESCE(last_seen_at, created_at) < :before",
                soci::use(before));
  st.execute(true);
  return st.get_affected_rows();
}

void register_routes(http::Router& router, ClientErrorRepository& repository,
                     ratelimit::RateLimiter& limits) {
  router.add(
      http::Verb::post, "/api/client-errors", [&repository, &limits](http::Request& request) {
        const auto body = http::json_body(request);
        core::FieldReader fields(body);
        ClientError e;
        using Lines = core::FieldReader::Lines;
        e.message = fields.text("message", {{"required"}, {"max", 2000}}, Lines::many).value_or("");
        e.url = fields.text("url", {{"max", 2000}});
        e.stack = fields.text("stack", {{"max", 20000}}, Lines::many);
        e.area = fields.text("area", {{"max", 32}});
        fields.finish();
        limits.hit("client-error", request.client_ip, kReportsPerAddress, kReportWindow,
                   "Слишком много отчётов об ошибках с вашего адреса. Попробуйте позже.");
        e.user_agent =
            std::string(request.header(http::beast_http::field::user_agent).substr(0, 500));
        e.ip = request.client_ip;
        e.request_id = request.request_id;
        const auto id = repository.insert(e);
        spdlog::warn("client error #{} in area {}: {}", id, e.area.value_or("?"), e.message);
        boost::json::object data;
        data["id"] = id;
        return http::json_ok(data);
      });
}

}  // namespace platform::monitoring
