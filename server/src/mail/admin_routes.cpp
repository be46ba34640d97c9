#include "mail/admin_routes.hpp"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "core/json_null.hpp"
#include "http/list_params.hpp"

namespace platform::mail {
namespace json = boost::json;
using auth::Access;
using auth::Principal;
using http::Verb;

namespace {

constexpr std::string_view kSortFields[] = {"id"};

json::object to_json(const OutboxRow& row) {
  const char* status = row.sent_at ? "sent" : row.given_up_at ? "given_up" : "queued";
  return {{"id", row.id},
          {"channel", row.message.channel},
          {"recipient", row.message.recipient},
          {"subject", core::or_null(row.message.subject)},
          {"status", status},
          {"attempts", row.attempts},
          {"created_at", row.created_at},
          {"sent_at", core::or_null(row.sent_at)},
          {"next_attempt_at", row.sent_at || row.given_up_at ? json::value(nullptr)
                                                             : core::or_null(row.next_attempt_at)},
          {"given_up_at", core::or_null(row.given_up_at)},
          {"error", core::or_null(row.error)}};
}

}  // namespace

void register_admin_routes(http::Router& router, const auth::Guard& guard,
                           OutboxRepository& outbox) {
  guard.add(router,
            {
                {Verb::get, "/api/admin/outbox", Access::section, "outbox",
                 [&outbox](http::Request& request, const Principal*) {
                   const auto p = http::list_params(request, kSortFields);
                   OutboxQuery q;
                   q.offset = p.offset;
                   q.limit = p.limit.value_or(25);
                   if (auto status = p.text("status")) {
                     if (*status != "sent" && *status != "queued" && *status != "given_up") {
                       core::throw_invalid({{"status", {"Должно быть sent, queued или given_up"}}});
                     }
                     q.status = *status;
                   }
                   q.q = p.text("q").value_or("");
                   json::array rows;
                   for (const auto& row : outbox.list(q)) rows.push_back(to_json(row));
                   return http::json_list("outbox", rows, q.offset, outbox.count(q));
                 }},
            });
}

}  // namespace platform::mail
