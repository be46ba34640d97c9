// The buyer (decision 0046): an order placed (tiers, a promo code, the oversell guard, the unpaid
// seats one buyer may hold), its payment chosen, cancelled by its buyer, the account's orders and
// the e-tickets' PDFs.
#include <soci/soci.h>
#include <spdlog/spdlog.h>

#include <boost/json.hpp>
#include <chrono>
#include <vector>

#include "auth/contact.hpp"
#include "auth/crypto.hpp"
#include "catalog/dates.hpp"
#include "core/clock.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"
#include "core/formats.hpp"
#include "core/json_input.hpp"
#include "db/binds.hpp"
#include "db/lock.hpp"
#include "db/work.hpp"
#include "tickets/eticket.hpp"
#include "tickets/letters.hpp"
#include "tickets/order_json.hpp"
#include "tickets/repository.hpp"
#include "tickets/service.hpp"
#include "tickets/signing.hpp"

namespace platform::tickets {
namespace json = boost::json;

namespace {

constexpr const char* kNotEnough =
    "Билетов этой категории осталось меньше, чем вы выбрали: обновите страницу и выберите снова";

// The order a caller may see: its account's, or the guest's with its key; 404 otherwise.
OrderRow own_order(soci::session& s, const std::string& number, const Caller& caller) {
  if (number.size() > 40) core::throw_not_found(kOrderNotFound);
  auto o = order_by(s, "number", number);
  if (!o) core::throw_not_found(kOrderNotFound);
  const bool by_key = caller.key && same_text(*caller.key, o->access_key);
  const bool by_user = caller.user_id && o->user_id && *caller.user_id == *o->user_id;
  if (!by_key && !by_user) core::throw_not_found(kOrderNotFound);
  return *o;
}

// What a ticket's PDF prints (read under the lease; the drawing comes after it).
ETicket eticket_facts(soci::session& s, const ShowRow& show, const OrderRow& o, const TicketRow& t,
                      const std::string& key) {
  long long price = 0;
  for (const auto& l : lines_of(s, o.id)) {
    if (l.tier_id == t.tier_id) price = l.price;
  }
  return {show.title,
          when_text(show.starts_at),
          show.age_rating,
          show.place_name + (show.hall_name ? ", " + *show.hall_name : ""),
          show.place_address,
          t.tier_name,
          core::rubles(price),
          o.buyer_name,
          o.number,
          t.number,
          t.code,
          signed_code(key, t.code)};
}

// The ticket's PDF, drawn once (pdf::DrawnPdfs).
std::string eticket_file(pdf::DrawnPdfs& drawn, const ETicket& t, const std::string& client_ip) {
  const auto key =
      pdf::facts_key({t.show_title, t.when, t.age_rating, t.place, t.address, t.tier, t.price,
                      t.buyer, t.order_number, std::to_string(t.number), t.code, t.signed_code});
  return drawn.get("ticket", key, client_ip, [&t] { return eticket_pdf(t); });
}

struct Wanted {
  long long tier_id = 0, quantity = 0;
};

}  // namespace

json::object TicketService::create_order(const json::object& body, std::optional<long long> user_id,
                                         const std::string& client_ip) {
  core::FieldReader fields(body);
  const core::Rule required{"required"};
  const auto show_code = fields.text("show", {required, {"max", 100}});
  // The name goes into the letter to whatever address the order gave (core::is_person_name).
  const auto name = fields.text("name", {required, {"max", 100}, {"person_name"}});
  std::string phone, email;
  if (auto p = fields.text("phone", {required, {"max", 40}, {"phone"}})) {
    if (auto normal = auth::normalize_phone(*p))
      phone = *normal;
    else
      fields.fail("phone", "Некорректный номер телефона");
  }
  if (auto e = fields.text("email", {required, {"max", 254}, {"email"}}))
    email = auth::normalize_email(*e);
  auto promo = fields.text("promo_code", {{"max", 30}});
  if (promo) {
    for (char& c : *promo) {
      if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    }
  }
  std::vector<Wanted> wanted;
  long long seats = 0;
  const auto* lines = body.if_contains("lines");
  if (!lines || !lines->is_array() || lines->get_array().empty()) {
    fields.fail("lines", "Выберите билеты");
  } else if (lines->get_array().size() > 20) {
    fields.fail("lines", "Слишком много строк заказа");
  } else {
    for (const auto& item : lines->get_array()) {
      if (!item.is_object()) {
        fields.fail("lines", "Строка заказа: категория и количество");
        break;
      }
      core::FieldReader line(item.get_object());
      const auto tier = line.whole_number("tier_id", 1, 1LL << 53, true);
      const auto quantity = line.whole_number("quantity", 1, kMaxSeats, true);
      if (!tier || !quantity) {
        fields.fail("lines", core::concat("В одном заказе от 1 до ", std::to_string(kMaxSeats),
                                          " билетов каждой категории"));
        break;
      }
      bool merged = false;
      for (auto& w : wanted) {
        if (w.tier_id == *tier) {
          w.quantity += *quantity;
          merged = true;
        }
      }
      if (!merged) wanted.push_back({*tier, *quantity});
      seats += *quantity;
    }
  }
  if (seats > kMaxSeats)
    fields.fail("lines",
                core::concat("В одном заказе не больше ", std::to_string(kMaxSeats), " билетов"));
  fields.finish();
  limits_.hit("ticket-order", client_ip, kOrdersPerAddressHour, std::chrono::hours(1),
              "Слишком много заказов с вашего адреса. Попробуйте через час.");

  db::Work s(database_);
  db::Binds binds;
  const std::string p = binds.add(*show_code);
  auto shows = select_shows(
      s, core::concat("WHERE s.code = ", p, " AND s.published = 1 AND s.status <> 'draft'"), binds);
  if (shows.empty()) core::throw_not_found(kShowNotFound);
  const ShowRow show = shows.front();
  // Orders of one show count their unpaid seats one after another.
  db::lock_row(s, "shows", show.id);
  refuse_too_many_unpaid(s, show.id, client_ip, email, phone, seats);
  const auto tiers = tiers_of(s, show.id);
  const std::string now_local = venue_now();
  long long subtotal = 0;
  std::vector<std::pair<Wanted, long long>> priced;  // with the tier's price
  for (const auto& w : wanted) {
    const TierRow* tier = nullptr;
    for (const auto& t : tiers) {
      if (t.id == w.tier_id) tier = &t;
    }
    if (!tier) core::throw_invalid({{"lines", {"Такой категории билетов у этого показа нет"}}});
    if (auto closed = tier_closed(show, *tier, now_local))
      throw core::ApiError(core::ErrorKind::conflict, *closed);
    subtotal += tier->price * w.quantity;
    priced.emplace_back(w, tier->price);
  }

  OrderRow o;
  o.show_id = show.id;
  o.user_id = user_id;
  o.buyer_name = *name;
  o.email = email;
  o.phone = phone;
  o.status = "held";
  o.payment_method = "box_office";
  o.access_key = auth::new_session_token();
  o.created_at = o.updated_at = db::now_utc();
  o.held_until = core::format_utc(core::system_now() + holds_.card);
  o.number = core::concat("T-", random_code(4));

  if (promo) {
    const auto code = find_promo(s, *promo, show.id);
    if (!code)
      core::throw_invalid(
          {{"promo_code", {"Такого промокода нет или он не действует на этот показ"}}});
    if (code->valid_until && *code->valid_until < catalog::today_utc())
      core::throw_invalid({{"promo_code", {"Срок действия промокода закончился"}}});
    if (!use_promo(s, code->id))
      core::throw_invalid({{"promo_code", {"Промокод уже использован максимальное число раз"}}});
    o.promo_code_id = code->id;
    o.discount = code->percent ? subtotal * *code->percent / 100
                               : std::min(subtotal, code->amount.value_or(0));
  }
  o.total = subtotal - o.discount;
  // The oversell guard: each tier's seats taken only while they fit its quota.
  for (const auto& [w, price] : priced) {
    if (!take_seats(s, w.tier_id, show.id, w.quantity))
      throw core::ApiError(core::ErrorKind::conflict, kNotEnough);
  }
  insert_order(s, o, client_ip);
  for (const auto& [w, price] : priced) insert_line(s, o.id, w.tier_id, w.quantity, price);
  s.changed(cache::Domain::tickets);  // the show's seats left
  s.commit();
  spdlog::info("ticket order {} held: show {} seats {} total {}", o.number, show.code, seats,
               o.total);
  return order_json(s, o, ticket_key_, true);
}

void TicketService::refuse_too_many_unpaid(soci::session& s, long long show_id,
                                           const std::string& client_ip, const std::string& email,
                                           const std::string& phone, long long seats) {
  const long long held = unpaid_seats(s, show_id, client_ip, email, phone);
  if (held + seats > kMaxUnpaidSeats) {
    throw core::ApiError(
        core::ErrorKind::conflict,
        core::concat("Неоплаченными можно держать не больше ", std::to_string(kMaxUnpaidSeats),
                     " мест на показ: у вас уже ", std::to_string(held),
                     ". Оплатите или отмените прежние заказы"));
  }
}

std::string TicketService::box_office_deadline(const ShowRow& show) const {
  const std::string by_hold = core::format_utc(core::system_now() + holds_.box_office);
  const std::string by_show = utc_of_local(show.starts_at.substr(0, 10) + "T00:00");
  return std::min(by_hold, by_show);
}

json::object TicketService::order(const std::string& number, const Caller& caller) {
  db::Lease s(database_);
  return order_json(s, own_order(s, number, caller), ticket_key_, true);
}

json::object TicketService::start_payment(const std::string& number, const Caller& caller,
                                          const json::object& body) {
  core::FieldReader fields(body);
  const auto method = fields.text("method", {{"required"}, {"max", 20}});
  if (method && *method != "box_office" && *method != "test_provider")
    fields.fail("method", "Выберите способ оплаты: в кассе или картой");
  else if (method && *method == "test_provider" && !test_provider_on_)
    fields.fail("method", "Оплата картой сейчас недоступна: оплатите заказ в кассе площадки");
  fields.finish();
  db::Work s(database_);
  OrderRow o = own_order(s, number, caller);
  if (o.status != "held" && o.status != "awaiting_payment")
    throw core::ApiError(core::ErrorKind::conflict,
                         core::concat("Заказ нельзя оплатить: ", status_title(o.status)));
  const ShowRow show = show_by_id(s, o.show_id);
  const payments::Provider& provider = *method == "box_office"
                                           ? static_cast<const payments::Provider&>(box_office_)
                                           : test_provider_;
  // The box office: 72 hours, never past the day before the show; a provider: the hold's
  // 15 minutes.
  const std::string status = *method == "box_office" ? "awaiting_payment" : "held";
  const std::string now = db::now_utc();
  const std::string held_until =
      *method == "box_office"
          ? box_office_deadline(show)
          : (o.status == "held" ? o.held_until
                                : core::format_utc(core::system_now() + holds_.card));
  if (*method == "box_office" && held_until <= now) {
    core::throw_invalid({{"method",
                          {"Бронь с оплатой в кассе действует до конца дня перед показом: сейчас "
                           "оплатите картой или купите билеты в кассе площадки"}}});
  }
  if (!set_payment(s, o.id, *method, status, held_until))
    throw core::ApiError(core::ErrorKind::conflict, "Заказ изменился: обновите страницу");
  o.payment_method = *method;
  o.status = status;
  o.held_until = held_until;
  if (*method == "box_office") {
    const auto letter = box_office_letter(show, o, held_until);
    postman_.email(s, o.email, letter.subject, letter.body);
  }
  s.commit();
  const auto next = provider.start({o.number, o.access_key, o.total, show.title, orders_url(o)});
  auto out = order_json(s, o, ticket_key_, true);
  out["next"] = json::object{{"action", next.action}, {"url", next.url}};
  return out;
}

json::object TicketService::cancel_own(const std::string& number, const Caller& caller) {
  db::Work s(database_);
  OrderRow o = own_order(s, number, caller);
  if (!move_status(s, o.id, "'held', 'awaiting_payment'", "cancelled",
                   std::string("Отменён покупателем")))
    throw core::ApiError(core::ErrorKind::conflict,
                         core::concat("Заказ нельзя отменить: ", status_title(o.status)));
  release(s, o);
  record(s, caller.user_id, "buyer_cancel", o.id, order_state(o));
  s.commit();
  return order_json(s, *order_by_id(s, o.id), ticket_key_, true);
}

json::object TicketService::orders_of(long long user_id) {
  db::Lease s(database_);
  db::Binds binds;
  const std::string p = binds.add(user_id);
  const auto orders = select_orders(
      s, core::concat("WHERE o.user_id = ", p, " ORDER BY o.id DESC LIMIT 200"), binds);
  return {{"items", orders_json(s, orders, ticket_key_, true)}};
}

std::optional<mail::Attachment> TicketService::eticket_attachment(const std::string& code) {
  std::optional<ETicket> facts;
  {
    db::Lease s(database_);
    const auto order_id = order_of_ticket(s, code);
    if (!order_id) return std::nullopt;
    const auto o = order_by_id(s, *order_id);
    if (!o || o->status != "paid") return std::nullopt;
    const ShowRow show = show_by_id(s, o->show_id);
    for (const auto& t : tickets_of(s, o->id)) {
      if (t.code == code) facts = eticket_facts(s, show, *o, t, ticket_key_);
    }
  }
  if (!facts) return std::nullopt;
  return mail::Attachment{core::concat("ticket-", facts->code, ".pdf"), "application/pdf",
                          eticket_file(drawn_, *facts, "")};
}

std::string TicketService::ticket_pdf(const std::string& code, const Caller& caller, bool staff,
                                      const std::string& client_ip) {
  const auto bare = code_of(ticket_key_, code);
  if (!bare) core::throw_not_found(kTicketNotFound);
  std::optional<ETicket> facts;
  {
    db::Lease s(database_);
    const auto order_id = order_of_ticket(s, *bare);
    if (!order_id) core::throw_not_found(kTicketNotFound);
    const auto o = order_by_id(s, *order_id);
    const bool by_key = caller.key && same_text(*caller.key, o->access_key);
    const bool by_user = caller.user_id && o->user_id && *caller.user_id == *o->user_id;
    if (!staff && !by_key && !by_user) core::throw_not_found(kTicketNotFound);
    if (o->status != "paid") core::throw_not_found(kTicketNotFound);
    const ShowRow show = show_by_id(s, o->show_id);
    for (const auto& t : tickets_of(s, o->id)) {
      if (t.code == *bare) facts = eticket_facts(s, show, *o, t, ticket_key_);
    }
  }
  if (!facts) core::throw_not_found(kTicketNotFound);
  return eticket_file(drawn_, *facts, client_ip);
}

}  // namespace platform::tickets
