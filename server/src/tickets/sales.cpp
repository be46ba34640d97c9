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
#include "db/optional.hpp"
#include "db/query.hpp"
#include "db/work.hpp"
#include "tickets/letters.hpp"
#include "tickets/rows.hpp"
#include "tickets/service.hpp"

namespace platform::tickets {
namespace json = boost::json;

namespace {

constexpr const char* kUnpaid = "'held', 'awaiting_payment'";

std::string show_filter(const ShowQuery& q, db::Binds& binds) {
  std::string sql = "WHERE 1 = 1";
  if (q.status) sql += " AND s.status = " + binds.add(*q.status);
  if (q.q) sql += " AND " + db::like_any(binds, {"s.title"}, *q.q);
  if (q.ids) sql += " AND s.id IN " + binds.add_list(*q.ids);
  return sql;
}

struct TierSales {
  long long id = 0, show_id = 0;
  std::string name;
  long long price = 0, quota = 0, sold = 0, held = 0;
};

struct ShowMoney {
  long long revenue = 0, live_orders = 0;
};

// The shows with their sales: two queries for a whole page (tiers with their seats, orders' money).
json::array sales_json(soci::session& s, const std::vector<ShowRow>& shows) {
  const auto ids = ids_of(shows);
  std::map<long long, std::vector<TierSales>> tiers;
  {
    db::Binds binds;
    const std::string in = binds.add_list(ids);
    TierSales t;
    soci::statement st = db::query_bound(
        s,
        core::concat("SELECT t.id, t.show_id, t.name, t.price, t.quota,"
                     " COALESCE(SUM(CASE WHEN o.status = 'paid' THEN l.quantity ELSE 0 END), 0),"
                     " COALESCE(SUM(CASE WHEN o.status IN (",
                     kUnpaid,
                     ") THEN l.quantity ELSE 0 END), 0)"
                     " FROM ticket_tiers t LEFT JOIN ticket_order_lines l ON l.tier_id = t.id"
                     " LEFT JOIN ticket_orders o ON o.id = l.order_id WHERE t.show_id IN ",
                     in,
                     " GROUP BY t.id, t.show_id, t.name, t.price, t.quota, t.sort"
                     " ORDER BY t.sort, t.price DESC, t.id"),
        binds, soci::into(t.id), soci::into(t.show_id), soci::into(t.name), soci::into(t.price),
        soci::into(t.quota), soci::into(t.sold), soci::into(t.held));
    st.execute();
    while (st.fetch()) tiers[t.show_id].push_back(t);
  }
  std::map<long long, ShowMoney> money;
  {
    db::Binds binds;
    const std::string in = binds.add_list(ids);
    long long show_id = 0;
    ShowMoney m;
    soci::statement st = db::query_bound(
        s,
        core::concat("SELECT show_id, COALESCE(SUM(CASE WHEN status = 'paid' THEN total ELSE 0"
                     " END), 0), COUNT(*) FROM ticket_orders WHERE show_id IN ",
                     in, " AND status IN (", kUnpaid, ", 'paid') GROUP BY show_id"),
        binds, soci::into(show_id), soci::into(m.revenue), soci::into(m.live_orders));
    st.execute();
    while (st.fetch()) money[show_id] = m;
  }
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
  long long n = 0;
  soci::statement st = db::query_bound(s, "SELECT COUNT(*) FROM shows s " + show_filter(q, binds),
                                       binds, soci::into(n));
  st.execute(true);
  return n;
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
    const std::string now = db::now_utc();
    soci::statement cancel = db::query(s,
                                       "UPDATE shows SET status = 'cancelled', updated_at = :now"
                                       " WHERE id = :id AND status <> 'cancelled'",
                                       soci::use(now), soci::use(show_id));
    cancel.execute(true);
    const bool was_cancelled = cancel.get_affected_rows() == 0;
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
  std::map<long long, std::string> seats;  // by order: "Партер × 2, Балкон × 1"
  {
    long long order_id = 0, quantity = 0;
    std::string tier;
    soci::statement st = db::query_bound(
        s,
        core::concat("SELECT l.order_id, t.name, l.quantity FROM ticket_order_lines l"
                     " JOIN ticket_tiers t ON t.id = l.tier_id"
                     " JOIN ticket_orders o ON o.id = l.order_id ",
                     where, " ORDER BY l.order_id, l.id"),
        binds, soci::into(order_id), soci::into(tier), soci::into(quantity));
    st.execute();
    while (st.fetch()) {
      auto& text = seats[order_id];
      if (!text.empty()) text += ", ";
      text += core::concat(tier, " × ", std::to_string(quantity));
    }
  }
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
