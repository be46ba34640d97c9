// The ticket managers' view by show (decision 0046): each show's seats sold and held per tier, its
// revenue, the sales CSV, and the cancellation of a whole show with its orders.

#include <soci/soci.h>
#include <spdlog/spdlog.h>

#include <boost/json.hpp>
#include <map>
#include <vector>

#include "core/concat.hpp"
#include "core/csv.hpp"
#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "db/binds.hpp"
#include "db/like.hpp"
#include "db/work.hpp"
#include "tickets/letters.hpp"
#include "tickets/repository.hpp"
#include "tickets/service.hpp"

namespace platform::tickets {
namespace json = boost::json;

namespace {

std::string show_filter(const ShowQuery& q, db::Binds& binds) {
  std::string sql = "WHERE 1 = 1";
  if (q.status) sql += " AND s.status = " + binds.add(*q.status);
  if (q.q) sql += " AND " + db::like_any(binds, {"s.title"}, *q.q);
  if (q.ids) sql += " AND s.id IN " + binds.add_list(*q.ids);
  return sql;
}

// The shows with their sales: two queries for a whole page (tiers with their seats, orders' money).
json::array sales_json(soci::session& s, const std::vector<ShowRow>& shows) {
  const auto ids = ids_of(shows);
  auto tiers = tier_sales(s, ids);
  auto money = show_money(s, ids);
  json::array out;
  for (const auto& show : shows) {
    json::object o = show_json(show);
    o["published"] = show.published != 0;
    json::array list;
    long long quota = 0, sold = 0, held = 0;
    for (const auto& t : tiers[show.id]) {
      quota += t.quota;
      sold += t.sold;
      held += t.held;
      list.push_back(json::object{{"id", t.id},
                                  {"name", t.name},
                                  {"price", t.price},
                                  {"quota", t.quota},
                                  {"sold", t.sold},
                                  {"held", t.held}});
    }
    o["tiers"] = std::move(list);
    o["quota"] = quota;
    o["sold"] = sold;
    o["held"] = held;
    o["revenue"] = money[show.id].revenue;
    o["live_orders"] = money[show.id].live_orders;
    out.push_back(std::move(o));
  }
  return out;
}

}  // namespace

json::array TicketService::shows(const ShowQuery& q) {
  db::Lease s(database_);
  db::Binds binds;
  // Upcoming shows first (soonest on top), then the past ones (latest on top).
  const std::string sql = core::concat(
      show_filter(q, binds), " ORDER BY CASE WHEN s.starts_at >= ", binds.add(venue_now()),
      " THEN 0 ELSE 1 END, CASE WHEN s.starts_at >= ", binds.add(venue_now()),
      " THEN s.starts_at END, s.starts_at DESC, s.id LIMIT ", std::to_string(q.limit), " OFFSET ",
      std::to_string(q.offset));
  return sales_json(s, select_shows(s, sql, binds));
}

long long TicketService::count_shows(const ShowQuery& q) {
  db::Lease s(database_);
  db::Binds binds;
  return count_show_rows(s, show_filter(q, binds), binds);
}

json::object TicketService::show_sales(long long show_id) {
  db::Lease s(database_);
  return sales_json(s, {show_by_id(s, show_id)}).at(0).as_object();
}

json::object TicketService::cancel_show(long long show_id, const json::object& body, long long by) {
  core::FieldReader fields(body);
  const auto reason =
      fields.text("reason", {{"required"}, {"max", 500}}, core::FieldReader::Lines::many);
  fields.finish();
  db::Work s(database_);
  const ShowRow show = show_by_id(s, show_id);
  long long ended = 0, refunded = 0;
  {
    // The show first: from here no order of it can be placed or paid at the box office. Whether
    // this cancels it is decided by the update itself (PostgreSQL re-reads the row once another
    // cancellation under way commits), never by the status read before.
    const bool was_cancelled = !cancel_show_row(s, show_id);
    db::Binds binds;
    const std::string sql = core::concat("WHERE o.show_id = ", binds.add(show_id),
                                         " AND o.status IN (", kUnpaid, ", 'paid') ORDER BY o.id");
    const auto live = select_orders(s, sql, binds);
    if (was_cancelled && live.empty())
      throw core::ApiError(core::ErrorKind::conflict, "Показ уже отменён, действующих заказов нет");
    for (const auto& o : live) {
      const bool paid = o.status == "paid";
      if (!move_status(s, o.id, paid ? "'paid'" : kUnpaid, paid ? "refunded" : "cancelled", reason))
        continue;
      release(s, o);
      const auto letter = ending_letter(show, o, Ending::show_cancelled, *reason);
      postman_.email(s, o.email, letter.subject, letter.body);
      record(s, by, "show_cancel", o.id, order_state(o));
      ++ended;
      refunded += paid ? 1 : 0;
    }
    audit::AuditRepository::record_change(
        s, by, "show", show_id, "edit",
        json::object{{"status", was_cancelled ? std::string("cancelled") : show.status}},
        json::object{{"status", "cancelled"}});
    s.changed(cache::Domain::tickets);  // the show's page: cancelled, no tickets on sale
    s.commit();
  }
  const auto cancelled = ended - refunded;
  spdlog::info("show {} cancelled by user #{}: {} orders cancelled, {} refunded", show.code, by,
               cancelled, refunded);
  return {{"show", sales_json(s, {show_by_id(s, show_id)}).at(0)},
          {"cancelled", cancelled},
          {"refunded", refunded}};
}

std::string TicketService::sales_csv(std::optional<long long> show_id) {
  db::Lease s(database_);
  db::Binds binds;
  std::string where = "WHERE 1 = 1";
  if (show_id) where += " AND o.show_id = " + binds.add(*show_id);
  const auto orders = select_orders(s, where + " ORDER BY o.id", binds);
  // The shows and the seats of the orders listed: one query each, filtered as the orders are (an
  // IN list of every order's id could outgrow the databases' limits on bound values).
  std::map<long long, ShowRow> shows;
  for (auto& show : select_shows(
           s, "WHERE s.id IN (SELECT DISTINCT o.show_id FROM ticket_orders o " + where + ")",
           binds))
    shows[show.id] = std::move(show);
  auto seats = seats_text(s, where, binds);
  // The Excel-ready shape of the orders' export: a BOM and semicolons (core/csv).
  std::string out(core::kUtf8Bom);
  out.append(
      core::csv_line({"Номер", "Создан", "Статус", "Спектакль", "Начало", "Покупатель", "Email",
                      "Телефон", "Билеты", "Скидка", "Сумма", "Оплачен", "Способ оплаты"}));
  for (const auto& o : orders) {
    const ShowRow& show = shows[o.show_id];
    out.append(core::csv_line(
        {o.number, o.created_at, status_title(o.status), show.title, show.starts_at, o.buyer_name,
         o.email, o.phone, seats[o.id], std::to_string(o.discount), std::to_string(o.total),
         o.paid_at.value_or(""), o.payment_method == "box_office" ? "Касса" : "Онлайн"}));
  }
  return out;
}

}  // namespace platform::tickets
