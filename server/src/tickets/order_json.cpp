#include "tickets/order_json.hpp"

#include <boost/json.hpp>

#include "tickets/signing.hpp"

namespace platform::tickets {
namespace json = boost::json;

json::array orders_json(soci::session& s, const std::vector<OrderRow>& orders,
                        const std::string& ticket_key, bool with_key) {
  const auto ids = ids_of(orders);
  auto shows = shows_of(s, orders);
  auto lines_by_order = lines_of(s, ids);
  auto tickets_by_order = tickets_of(s, ids);
  json::array out;
  out.reserve(orders.size());
  for (const auto& o : orders) {
    json::array lines;
    for (const auto& l : lines_by_order[o.id])
      lines.push_back(json::object{{"tier_id", l.tier_id},
                                   {"name", l.tier_name},
                                   {"quantity", l.quantity},
                                   {"price", l.price}});
    json::array tickets;
    for (const auto& t : tickets_by_order[o.id])
      tickets.push_back(json::object{{"id", t.id},
                                     {"code", t.code},
                                     {"number", t.number},
                                     {"tier", t.tier_name},
                                     {"qr", signed_code(ticket_key, t.code)},
                                     {"checked_in_at", opt(t.checked_in_at)}});
    json::object one{{"id", o.id},
                     {"number", o.number},
                     {"status", o.status},
                     {"status_title", status_title(o.status)},
                     {"show", show_json(shows[o.show_id])},
                     {"buyer", {{"name", o.buyer_name}, {"email", o.email}, {"phone", o.phone}}},
                     {"lines", std::move(lines)},
                     {"total", o.total},
                     {"discount", o.discount},
                     {"payment_method", o.payment_method},
                     {"held_until", o.held_until},
                     {"paid_at", opt(o.paid_at)},
                     {"payment_ref", opt(o.payment_ref)},
                     {"cancel_reason", opt(o.cancel_reason)},
                     {"user_id", opt(o.user_id)},
                     {"created_at", o.created_at},
                     {"updated_at", o.updated_at},
                     {"tickets", std::move(tickets)}};
    if (with_key) one["access_key"] = o.access_key;
    out.push_back(std::move(one));
  }
  return out;
}

json::object order_json(soci::session& s, const OrderRow& o, const std::string& ticket_key,
                        bool with_key) {
  return orders_json(s, {o}, ticket_key, with_key).at(0).as_object();
}

}  // namespace platform::tickets
