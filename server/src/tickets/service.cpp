#include "tickets/service.hpp"

#include <soci/soci.h>
#include <spdlog/spdlog.h>

#include <boost/json.hpp>
#include <chrono>
#include <map>
#include <vector>

#include "auth/contact.hpp"
#include "auth/crypto.hpp"
#include "catalog/dates.hpp"
#include "core/clock.hpp"
#include "core/concat.hpp"
#include "core/csv.hpp"
#include "core/errors.hpp"
#include "core/formats.hpp"
#include "core/json_input.hpp"
#include "db/binds.hpp"
#include "db/like.hpp"
#include "db/lock.hpp"
#include "db/optional.hpp"
#include "db/query.hpp"
#include "db/work.hpp"
#include "http/local_path.hpp"
#include "tickets/eticket.hpp"
#include "tickets/letters.hpp"
#include "tickets/rows.hpp"
#include "tickets/signing.hpp"

namespace platform::tickets {
namespace json = boost::json;

namespace {

constexpr const char* kTicketNotFound = "Билет не найден";
constexpr const char* kNotEnough =
    "Билетов этой категории осталось меньше, чем вы выбрали: обновите страницу и выберите снова";

}  // namespace

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

// ---- the public afisha

json::object TicketService::afisha(const AfishaQuery& q) {
  db::Lease s(database_);
  db::Binds binds;
  std::string where = core::concat(
      "WHERE s.published = 1 AND s.status <> 'draft' AND s.starts_at >= ", binds.add(venue_now()));
  if (q.from) where += " AND s.starts_at >= " + binds.add(*q.from);
  if (q.to) where += " AND s.starts_at < " + binds.add(catalog::add_days(*q.to, 1));
  if (q.city) where += " AND c.slug = " + binds.add(*q.city);
  if (q.age) where += " AND s.age_rating = " + binds.add(*q.age);
  const auto shows = select_shows(s, where + " ORDER BY s.starts_at, s.sort, s.id", binds);
  // Each show's lowest price and places left: one query for the whole poster.
  std::map<long long, std::pair<std::optional<long long>, long long>> tiers;
  {
    db::Binds tier_binds;
    const std::string in = tier_binds.add_list(ids_of(shows));
    long long show_id = 0, left = 0;
    std::optional<long long> min_price;
    soci::statement st = db::query_bound(
        s,
        core::concat("SELECT show_id, MIN(price), SUM(CASE WHEN quota > taken THEN quota - taken"
                     " ELSE 0 END) FROM ticket_tiers WHERE show_id IN ",
                     in, " GROUP BY show_id"),
        tier_binds, soci::into(show_id), soci::into(min_price), soci::into(left));
    st.execute();
    while (st.fetch()) tiers[show_id] = {min_price, left};
  }
  json::array items;
  for (const auto& show : shows) {
    auto o = show_json(show);
    const auto& [min_price, left] = tiers[show.id];
    o["price_from"] = opt(min_price);
    o["places_left"] = left;
    items.push_back(std::move(o));
  }
  // The cities of every upcoming show, for the filter.
  json::array cities;
  {
    std::string slug, name;
    const std::string now = venue_now();
    soci::statement st =
        db::query(s,
                  "SELECT DISTINCT c.slug, c.name FROM shows s JOIN places p ON p.id = s.place_id"
                  " JOIN cities c ON c.id = p.city_id WHERE s.published = 1 AND s.status <> 'draft'"
                  " AND s.starts_at >= :now ORDER BY c.name",
                  soci::use(now), soci::into(slug), soci::into(name));
    st.execute();
    while (st.fetch()) cities.push_back(json::object{{"slug", slug}, {"name", name}});
  }
  return {{"items", std::move(items)}, {"cities", std::move(cities)}};
}

json::object TicketService::show(const std::string& code) {
  db::Lease s(database_);
  db::Binds binds;
  const std::string p = binds.add(code);
  auto rows = select_shows(
      s, core::concat("WHERE s.code = ", p, " AND s.published = 1 AND s.status <> 'draft'"), binds);
  if (rows.empty()) core::throw_not_found(kShowNotFound);
  const auto& show = rows.front();
  auto o = show_json(show);
  o["description"] = show.description;
  o["photos"] = core::parse_json_or(show.photos_json, json::array());
  o["event_id"] = opt(show.event_id);
  const std::string now = venue_now();
  json::array tiers;
  for (const auto& t : tiers_of(s, show.id)) {
    const auto closed = tier_closed(show, t, now);
    tiers.push_back(json::object{{"id", t.id},
                                 {"name", t.name},
                                 {"price", t.price},
                                 {"places_left", std::max(0LL, t.quota - t.taken)},
                                 {"on_sale", !closed && t.taken < t.quota},
                                 {"closed_reason", opt(closed)}});
  }
  o["tiers"] = std::move(tiers);
  o["max_per_order"] = kMaxSeats;
  return o;
}

// ---- the buyer

namespace {

// The orders as the buyer's page and the admin show them, with their show, lines and tickets:
// four queries however many orders there are.
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
    std::optional<long long> id, percent, amount, max_uses;
    long long used = 0;
    std::optional<std::string> valid_until;
    // The show's own code first, then one of every show.
    s << "SELECT id, percent, amount, max_uses, used, valid_until FROM promo_codes"
         " WHERE UPPER(code) = :code AND active = 1 AND (show_id = :show OR show_id IS NULL)"
         " ORDER BY show_id IS NULL, id",
        soci::use(*promo), soci::use(show.id), soci::into(id), soci::into(percent),
        soci::into(amount), soci::into(max_uses), soci::into(used), soci::into(valid_until);
    if (!s.got_data() || !id)
      core::throw_invalid(
          {{"promo_code", {"Такого промокода нет или он не действует на этот показ"}}});
    if (valid_until && *valid_until < catalog::today_utc())
      core::throw_invalid({{"promo_code", {"Срок действия промокода закончился"}}});
    soci::statement st = db::query(s,
                                   "UPDATE promo_codes SET used = used + 1 WHERE id = :id AND"
                                   " (max_uses IS NULL OR used + 1 <= max_uses)",
                                   soci::use(*id));
    st.execute(true);
    if (st.get_affected_rows() != 1)
      core::throw_invalid({{"promo_code", {"Промокод уже использован максимальное число раз"}}});
    o.promo_code_id = id;
    o.discount = percent ? subtotal * *percent / 100 : std::min(subtotal, amount.value_or(0));
  }
  o.total = subtotal - o.discount;
  // The oversell guard: each tier's seats taken only while they fit its quota.
  for (const auto& [w, price] : priced) {
    soci::statement st = db::query(
        s,
        "UPDATE ticket_tiers SET taken = taken + :n WHERE id = :id AND show_id = :show"
        " AND taken + :n2 <= quota",
        soci::use(w.quantity), soci::use(w.tier_id), soci::use(show.id), soci::use(w.quantity));
    st.execute(true);
    if (st.get_affected_rows() != 1) throw core::ApiError(core::ErrorKind::conflict, kNotEnough);
  }
  s << "INSERT INTO ticket_orders (number, show_id, user_id, buyer_name, email, phone, status,"
       " total, discount, promo_code_id, payment_method, held_until, access_key, created_at,"
       " updated_at, client_ip) VALUES (:number, :show, :user, :name, :email, :phone, :status,"
       " :total, :discount, :promo, :method, :held, :key, :created, :updated, :ip) RETURNING id",
      soci::use(o.number), soci::use(o.show_id), soci::use(o.user_id), soci::use(o.buyer_name),
      soci::use(o.email), soci::use(o.phone), soci::use(o.status), soci::use(o.total),
      soci::use(o.discount), soci::use(o.promo_code_id), soci::use(o.payment_method),
      soci::use(o.held_until), soci::use(o.access_key), soci::use(o.created_at),
      soci::use(o.updated_at), soci::use(client_ip), soci::into(o.id);
  for (const auto& [w, price] : priced) {
    s << "INSERT INTO ticket_order_lines (order_id, tier_id, quantity, price)"
         " VALUES (:o, :t, :q, :p)",
        soci::use(o.id), soci::use(w.tier_id), soci::use(w.quantity), soci::use(price);
  }
  s.changed(cache::Domain::tickets);  // the show's seats left
  s.commit();
  spdlog::info("ticket order {} held: show {} seats {} total {}", o.number, show.code, seats,
               o.total);
  return order_json(s, o, ticket_key_, true);
}

void TicketService::refuse_too_many_unpaid(soci::session& s, long long show_id,
                                           const std::string& client_ip, const std::string& email,
                                           const std::string& phone, long long seats) {
  long long held = 0;
  s << "SELECT COALESCE(SUM(l.quantity), 0) FROM ticket_orders o"
       " JOIN ticket_order_lines l ON l.order_id = o.id WHERE o.show_id = :show"
       " AND o.status IN ('held', 'awaiting_payment')"
       " AND (o.client_ip = :ip OR o.email = :email OR o.phone = :phone)",
      soci::use(show_id), soci::use(client_ip), soci::use(email), soci::use(phone),
      soci::into(held);
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
  soci::statement st = db::query(
      s,
      "UPDATE ticket_orders SET payment_method = :method, status = :status, held_until = :held,"
      " updated_at = :now WHERE id = :id AND status IN ('held', 'awaiting_payment')",
      soci::use(*method), soci::use(status), soci::use(held_until), soci::use(now),
      soci::use(o.id));
  st.execute(true);
  if (st.get_affected_rows() != 1)
    throw core::ApiError(core::ErrorKind::conflict, "Заказ изменился: обновите страницу");
  o.payment_method = *method;
  o.status = status;
  o.held_until = held_until;
  if (*method == "box_office") {
    postman_.email(
        s, o.email, core::concat("Заказ ", o.number, ": оплата в кассе"),
        core::concat("Здравствуйте, ", o.buyer_name, "!\n\nВы забронировали билеты на «",
                     show.title, "», ", when_text(show.starts_at), ", ", show.place_name, " (",
                     show.place_address, ").\nК оплате: ", core::rubles(o.total),
                     ".\n\nОплатите заказ в кассе площадки до ",
                     when_text(local_of_utc(held_until)), ", назвав номер ", o.number,
                     ". После оплаты электронные билеты придут на эту почту; неоплаченная бронь "
                     "снимется, и места вернутся в продажу.\n"));
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
    std::optional<long long> order_id;
    s << "SELECT order_id FROM tickets WHERE code = :code", soci::use(code), soci::into(order_id);
    if (!s.got_data() || !order_id) return std::nullopt;
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
    std::optional<long long> order_id;
    s << "SELECT order_id FROM tickets WHERE code = :code", soci::use(*bare), soci::into(order_id);
    if (!s.got_data() || !order_id) core::throw_not_found(kTicketNotFound);
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

// ---- paying

namespace {

// Marks the order paid and makes its tickets, one per seat; queues the buyer's mail. Inside the
// caller's transaction; false when the order was no longer waiting for its payment.
bool pay(db::Work& s, mail::Postman& postman, const OrderRow& o,
         const std::optional<std::string>& payment_ref) {
  const std::string now = db::now_utc();
  soci::statement st =
      db::query(s,
                "UPDATE ticket_orders SET status = 'paid', paid_at = :now, payment_ref = :ref,"
                " updated_at = :now2 WHERE id = :id AND status IN ('held', 'awaiting_payment')",
                soci::use(now), soci::use(payment_ref), soci::use(now), soci::use(o.id));
  st.execute(true);
  if (st.get_affected_rows() != 1) return false;
  long long number = 0;
  std::vector<std::pair<std::string, std::string>> attachments;  // the e-tickets' PDFs
  for (const auto& line : lines_of(s, o.id)) {
    for (long long i = 0; i < line.quantity; ++i) {
      const std::string code = random_code(6);
      attachments.emplace_back("ticket", code);
      ++number;
      s << "INSERT INTO tickets (order_id, tier_id, code, number) VALUES (:o, :t, :c, :n)",
          soci::use(o.id), soci::use(line.tier_id), soci::use(code), soci::use(number);
    }
  }
  const ShowRow show = show_by_id(s, o.show_id);
  postman.email(
      s, o.email, core::concat("Билеты на «", show.title, "», заказ ", o.number),
      core::concat("Здравствуйте, ", o.buyer_name, "!\n\nЗаказ ", o.number,
                   " оплачен: ", core::rubles(o.total), ".\n«", show.title, "», ",
                   when_text(show.starts_at), "\n", show.place_name, ", ", show.place_address,
                   "\nБилетов: ", std::to_string(number),
                   "\n\nЭлектронные билеты — во вложении и на странице заказа: ", orders_url(o),
                   "\nНа входе покажите QR-код билета с экрана телефона или распечатанным. Каждый "
                   "билет проходит контроль один раз.\n"),
      mail::attachment_list(attachments));
  return true;
}

}  // namespace

json::object TicketService::notify(const std::string& provider_name,
                                   const std::map<std::string, std::string>& fields) {
  if ((provider_name != test_provider_.name() && provider_name != "test") || !test_provider_on_)
    core::throw_not_found("Платёжная система не найдена");
  const auto n = test_provider_.verify(fields);
  if (!n) {
    spdlog::warn("payment notification of {} refused: bad signature or fields", provider_name);
    core::throw_bad_request("Уведомление не принято: неверная подпись");
  }
  const std::string provider = test_provider_.name();
  db::Work s(database_);
  std::optional<long long> seen;
  s << "SELECT id FROM payment_notifications WHERE provider = :p AND external_id = :e",
      soci::use(provider), soci::use(n->external_id), soci::into(seen);
  if (s.got_data() && seen) {
    spdlog::info("payment notification {} replayed: nothing changes", n->external_id);
    return {{"ok", true}, {"replayed", true}};
  }
  auto o = order_by(s, "number", n->order_number);
  std::string payload = json::serialize(json::value_from(fields));
  const std::string now = db::now_utc();
  const std::optional<long long> order_id = o ? std::optional<long long>(o->id) : std::nullopt;
  // Two notifications of one payment at once: the second waits for the first's row (PostgreSQL
  // checks the unique key across transactions) and then keeps nothing: a replay.
  soci::statement kept = db::query(
      s,
      "INSERT INTO payment_notifications (provider, external_id, order_id, amount, status,"
      " payload, received_at) VALUES (:p, :e, :o, :a, :s, :payload, :now)"
      " ON CONFLICT (provider, external_id) DO NOTHING",
      soci::use(provider), soci::use(n->external_id), soci::use(order_id), soci::use(n->amount),
      soci::use(n->status), soci::use(payload), soci::use(now));
  kept.execute(true);
  if (kept.get_affected_rows() != 1) {
    spdlog::info("payment notification {} replayed at once: nothing changes", n->external_id);
    return {{"ok", true}, {"replayed", true}};
  }
  if (!o) {
    s.commit();
    spdlog::warn("payment notification {} names no order {}", n->external_id, n->order_number);
    return {{"ok", true}, {"paid", false}};
  }
  bool paid = false;
  if (n->status == "succeeded" && n->amount != o->total) {
    spdlog::warn("payment {} of order {}: amount {} instead of {}, not marked paid", n->external_id,
                 o->number, n->amount, o->total);
  } else if (n->status == "succeeded") {
    paid = pay(s, postman_, *o, n->external_id);
    if (!paid)
      spdlog::warn("payment {} of order {} in status {}: not marked paid, refund it",
                   n->external_id, o->number, o->status);
  }
  if (paid) record(s, std::nullopt, "provider_paid", o->id, order_state(*o));
  s.commit();
  if (paid) {
    spdlog::info("ticket order {} paid through {} ({})", o->number, provider_name, n->external_id);
  }
  return {{"ok", true}, {"paid", paid}};
}

std::string TicketService::test_form(const std::string& number, const std::string& key,
                                     const std::string& return_url) {
  if (!test_provider_on_) core::throw_not_found("Платёжная система не найдена");
  db::Lease s(database_);
  auto o = number.size() <= 40 ? order_by(s, "number", number) : std::nullopt;
  // The page signs a payment and links back with the order's key: only its holder opens it.
  if (!o || key.size() > 100 || !auth::equal_constant_time(o->access_key, key))
    core::throw_not_found(kOrderNotFound);
  const ShowRow show = show_by_id(s, o->show_id);
  const auto escape = [](const std::string& text) {
    std::string out;
    for (const char c : text) {
      switch (c) {
        case '&':
          out += "&amp;";
          break;
        case '<':
          out += "&lt;";
          break;
        case '>':
          out += "&gt;";
          break;
        case '"':
          out += "&quot;";
          break;
        default:
          out += c;
      }
    }
    return out;
  };
  // Only a path of this site is a place to come back to.
  const std::string back = http::is_local_path(return_url) ? return_url : orders_url(*o);
  const auto fields = test_provider_.sign(
      {core::concat("test-", auth::random_hex(8)), o->number, o->total, "succeeded"});
  std::string hidden;
  for (const auto& [k, v] : fields)
    hidden += core::concat("<input type=\"hidden\" name=\"", k, "\" value=\"", escape(v), "\">");
  hidden += core::concat("<input type=\"hidden\" name=\"return\" value=\"", escape(back), "\">");
  const bool payable = o->status == "held" || o->status == "awaiting_payment";
  return core::concat(
      "<!doctype html><html lang=\"ru\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" "
      "content=\"width=device-width, initial-scale=1\"><title>Тестовая оплата</title><style>"
      "body{font-family:system-ui,sans-serif;background:#f4f2fb;color:#22222a;margin:0;padding:"
      "24px}"
      "main{max-width:420px;margin:40px auto;background:#fff;border-radius:16px;padding:28px;"
      "box-shadow:0 8px 30px rgba(42,26,110,.12)}h1{font-size:22px;margin:0 0 8px}"
      "p{line-height:1.5}.sum{font-size:28px;font-weight:700;margin:16px 0}"
      "button{width:100%;padding:14px;font-size:18px;border:0;border-radius:10px;"
      "background:#5b3fd6;color:#fff;cursor:pointer}a{color:#5b3fd6}</style></head><body><main>"
      "<h1>Тестовая платёжная система</h1><p>Здесь была бы страница банка. Деньги не списываются: "
      "это проверка того, как сайт принимает оплату.</p><p>Заказ ",
      escape(o->number), " — «", escape(show.title), "»</p><p class=\"sum\">",
      core::rubles(o->total), "</p>",
      payable ? core::concat("<form method=\"post\" action=\"/api/payments/test/pay\">", hidden,
                             "<button type=\"submit\">Оплатить</button></form>")
              : core::concat("<p>Заказ нельзя оплатить: ", status_title(o->status), ".</p>"),
      "<p><a href=\"", escape(back),
      "\">Вернуться на сайт без оплаты</a></p></main></body></html>");
}

// ---- the managers

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
  const std::string sql = "SELECT COUNT(*) FROM ticket_orders o " + order_filter(q, binds);
  long long n = 0;
  soci::statement st = db::query_bound(s, sql, binds, soci::into(n));
  st.execute(true);
  return n;
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
  std::optional<long long> ticket_id, order_id, checked_by;
  std::optional<std::string> checked_at;
  s << "SELECT id, order_id, checked_in_at, checked_in_by FROM tickets WHERE code = :code",
      soci::use(*code), soci::into(ticket_id), soci::into(order_id), soci::into(checked_at),
      soci::into(checked_by);
  if (!s.got_data() || !ticket_id) core::throw_not_found(kTicketNotFound);
  const auto o = order_by_id(s, *order_id);
  const ShowRow show = show_by_id(s, o->show_id);
  TicketRow ticket;
  for (const auto& t : tickets_of(s, o->id)) {
    if (t.id == *ticket_id) ticket = t;
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
  soci::statement st = db::query(s,
                                 "UPDATE tickets SET checked_in_at = :now, checked_in_by = :by"
                                 " WHERE id = :id AND checked_in_at IS NULL",
                                 soci::use(now), soci::use(by), soci::use(*ticket_id));
  st.execute(true);
  if (st.get_affected_rows() != 1) {
    s << "SELECT checked_in_at, checked_in_by FROM tickets WHERE id = :id", soci::use(*ticket_id),
        soci::into(checked_at), soci::into(checked_by);
    std::string who;
    if (checked_by) {
      std::optional<std::string> first, last;
      s << "SELECT first_name, last_name FROM users WHERE id = :id", soci::use(*checked_by),
          soci::into(first), soci::into(last);
      who = core::concat(first.value_or(""), " ", last.value_or(""));
    }
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
      const ShowRow show = show_by_id(s, o.show_id);
      postman_.email(
          s, o.email, core::concat("Заказ ", o.number, ": бронь снята"),
          core::concat("Здравствуйте, ", o.buyer_name, "!\n\nБронь билетов на «", show.title, "», ",
                       when_text(show.starts_at), ", снята: заказ не оплатили в кассе до ",
                       when_text(local_of_utc(o.held_until)),
                       ". Места вернулись в продажу.\n\nЕсли вы ещё собираетесь прийти, "
                       "закажите билеты снова на странице показа в афише.\n"));
    }
    s.commit();
    ++expired;
  }
  if (expired) spdlog::info("ticket holds: {} expired, their seats back on sale", expired);
  return expired;
}

}  // namespace platform::tickets
