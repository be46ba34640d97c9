// The ticket managers and the door (decision 0046): the orders' list, an order marked paid at the
// box office, cancelled or refunded, a ticket checked in once, the orders' history, and unpaid
// holds ended when their time is up.
#include <spdlog/spdlog.h>

#include <boost/json.hpp>
#include <vector>

#include "catalog/dates.hpp"
#include "core/clock.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"
#include "core/formats.hpp"
#include "core/json_input.hpp"
#include "db/binds.hpp"
#include "db/lease.hpp"
#include "db/like.hpp"
#include "db/work.hpp"
#include "tickets/letters.hpp"
#include "tickets/order_json.hpp"
#include "tickets/paying.hpp"
#include "tickets/repository.hpp"
#include "tickets/service.hpp"
#include "tickets/signing.hpp"

namespace platform::tickets {
namespace json = boost::json;

TicketService::TicketService(db::Database& database, mail::Postman& postman,
                             ratelimit::RateLimiter& limits, pdf::DrawnPdfs& drawn,
                             std::string ticket_key, std::string test_provider_secret,
                             HoldTimes holds, bool test_provider_on)
    : database_(database),
      postman_(postman),
      limits_(limits),
      drawn_(drawn),
      audit_(database),
      ticket_key_(std::move(ticket_key)),
      holds_(holds),
      test_provider_on_(test_provider_on),
      test_provider_(std::move(test_provider_secret)) {}

namespace {

std::string order_filter(const OrderQuery& q, db::Binds& binds) {
  std::string sql = "WHERE 1 = 1";
  if (q.status) sql += " AND o.status = " + binds.add(*q.status);
  if (q.show_id) sql += " AND o.show_id = " + binds.add(*q.show_id);
  if (q.q)
    sql += " AND " + db::like_any(binds, {"o.number", "o.email", "o.buyer_name", "o.phone"}, *q.q);
  return sql;
}

}  // namespace

json::array TicketService::list(const OrderQuery& q) {
  db::Lease s(database_);
  db::Binds binds;
  std::string sql = order_filter(q, binds);
  sql += core::concat(" ORDER BY o.id DESC LIMIT ", std::to_string(q.limit), " OFFSET ",
                      std::to_string(q.offset));
  return orders_json(s, select_orders(s, sql, binds), ticket_key_, false);
}

long long TicketService::count(const OrderQuery& q) {
  db::Lease s(database_);
  db::Binds binds;
  return count_order_rows(s, order_filter(q, binds), binds);
}

json::object TicketService::get(long long id) {
  db::Lease s(database_);
  auto o = order_by_id(s, id);
  if (!o) core::throw_not_found(kOrderNotFound);
  return order_json(s, *o, ticket_key_, false);
}

json::object TicketService::mark_paid(long long id, long long by) {
  db::Work s(database_);
  auto o = order_by_id(s, id);
  if (!o) core::throw_not_found(kOrderNotFound);
  if (!pay(s, postman_, *o, core::concat("box-office:", std::to_string(by))))
    throw core::ApiError(
        core::ErrorKind::conflict,
        core::concat("Заказ нельзя отметить оплаченным: ", status_title(o->status)));
  record(s, by, "paid", id, order_state(*o));
  s.commit();
  spdlog::info("ticket order {} marked paid by user #{}", o->number, by);
  return order_json(s, *order_by_id(s, id), ticket_key_, false);
}

json::object TicketService::cancel(long long id, const json::object& body, long long by,
                                   bool refund) {
  core::FieldReader fields(body);
  const auto reason =
      fields.text("reason", {{"required"}, {"max", 500}}, core::FieldReader::Lines::many);
  fields.finish();
  db::Work s(database_);
  auto o = order_by_id(s, id);
  if (!o) core::throw_not_found(kOrderNotFound);
  const ShowRow show = show_by_id(s, o->show_id);
  const bool moved = refund ? move_status(s, id, "'paid'", "refunded", reason)
                            : move_status(s, id, "'held', 'awaiting_payment'", "cancelled", reason);
  if (!moved)
    throw core::ApiError(core::ErrorKind::conflict,
                         core::concat(refund ? "Вернуть можно только оплаченный заказ: "
                                             : "Отменить можно только "
                                               "неоплаченный заказ: ",
                                      status_title(o->status)));
  release(s, *o);
  const auto letter =
      ending_letter(show, *o, refund ? Ending::order_refunded : Ending::order_cancelled, *reason);
  postman_.email(s, o->email, letter.subject, letter.body);
  record(s, by, refund ? "refund" : "cancel", id, order_state(*o));
  s.commit();
  spdlog::info("ticket order {} {} by user #{}", o->number, refund ? "refunded" : "cancelled", by);
  return order_json(s, *order_by_id(s, id), ticket_key_, false);
}

http::Response TicketService::check_in(const json::object& body, long long by) {
  core::FieldReader fields(body);
  const auto text = fields.text("code", {{"required"}, {"max", 200}});
  // The door admits to one show: the screen picks it first.
  const auto door_show = fields.whole_number("show_id", 1, 1LL << 53, true);
  fields.finish();
  const auto code = code_of(ticket_key_, *text);
  if (!code) core::throw_not_found("Билет не найден: код не наш или подделан");
  db::Work s(database_);
  const auto found = check_in_of(s, *code);
  if (!found) core::throw_not_found(kTicketNotFound);
  const auto o = order_by_id(s, found->order_id);
  const ShowRow show = show_by_id(s, o->show_id);
  TicketRow ticket;
  for (const auto& t : tickets_of(s, o->id)) {
    if (t.id == found->ticket_id) ticket = t;
  }
  json::object facts{{"ticket",
                      {{"id", ticket.id},
                       {"code", ticket.code},
                       {"number", ticket.number},
                       {"tier", ticket.tier_name},
                       {"order", o->number}}},
                     {"show", show_json(show)},
                     {"tier", ticket.tier_name},
                     {"buyer_name", o->buyer_name}};
  const auto refuse = [&facts](const std::string& message) {
    facts["status"] = 409;
    facts["message"] = message;
    http::Response r = http::json_bare(facts);
    r.status = http::Status::conflict;
    return r;
  };
  if (o->show_id != *door_show) {
    return refuse(
        core::concat("Билет на другое событие: «", show.title, "», ", when_text(show.starts_at)));
  }
  if (o->status != "paid")
    return refuse(
        core::concat("Билет недействителен: заказ ", o->number, " — ", status_title(o->status)));
  const std::string now = db::now_utc();
  if (!check_in_ticket(s, found->ticket_id, by, now)) {
    // Checked in before, or by another door a moment ago: as it is now.
    const auto before = check_in_of(s, *code);
    const auto checked_at = before ? before->at : std::nullopt;
    const std::string who = before && before->by ? staff_name(s, *before->by) : "";
    facts["checked_in_at"] = opt(checked_at);
    facts["checked_in_by"] = who;
    const auto at = checked_at ? core::parse_utc(*checked_at) : std::nullopt;
    const std::string local = at ? core::format_utc(*at + kVenueOffset) : checked_at.value_or("");
    return refuse(core::concat("Билет уже прошёл контроль ",
                               local.size() >= 16 ? catalog::day_in_words(local.substr(0, 10)) +
                                                        " в " + local.substr(11, 5)
                                                  : local,
                               who.empty() ? "" : core::concat(", проверил ", who)));
  }
  s.commit();
  facts["checked_in_at"] = now;
  spdlog::info("ticket {} of order {} checked in by user #{}", ticket.code, o->number, by);
  return http::json_bare(facts);
}

void TicketService::record(db::Work& work, std::optional<long long> actor,
                           const std::string& action, long long order_id,
                           const json::value& before) {
  json::value after = nullptr;
  if (const auto o = order_by_id(work, order_id)) after = order_state(*o);
  audit::AuditRepository::record_change(work, actor, "ticket_order", order_id, action, before,
                                        after);
  work.changed(cache::Domain::tickets);  // a show's seats left
}

std::vector<audit::Entry> TicketService::history(long long id) {
  {
    db::Lease s(database_);
    if (!order_by_id(s, id)) core::throw_not_found(kOrderNotFound);
  }
  return audit_.of("ticket_order", id);
}

int TicketService::expire_holds() {
  std::vector<OrderRow> due;
  {
    db::Lease s(database_);
    db::Binds binds;
    const std::string now = binds.add(db::now_utc());
    due = select_orders(
        s,
        core::concat("WHERE o.status IN ('held', 'awaiting_payment') AND o.held_until < ", now,
                     " ORDER BY o.id LIMIT 500"),
        binds);
  }
  int expired = 0;
  // One unit of work an order: a buyer paying meanwhile wins, and one failure stops no other.
  for (const auto& o : due) {
    db::Work s(database_);
    if (!move_status(s, o.id, "'held', 'awaiting_payment'", "expired")) continue;
    release(s, o);
    record(s, std::nullopt, "expire", o.id, order_state(o));
    // A card payment's 15 minutes end before the buyer's eyes; a box-office booking ends days
    // later, so its buyer is told.
    if (o.status == "awaiting_payment") {
      const auto letter = hold_expired_letter(show_by_id(s, o.show_id), o);
      postman_.email(s, o.email, letter.subject, letter.body);
    }
    s.commit();
    ++expired;
  }
  if (expired) spdlog::info("ticket holds: {} expired, their seats back on sale", expired);
  return expired;
}

}  // namespace platform::tickets
