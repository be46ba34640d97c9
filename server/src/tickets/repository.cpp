#include "tickets/repository.hpp"

#include <soci/soci.h>

#include <algorithm>

#include "auth/crypto.hpp"
#include "catalog/dates.hpp"
#include "core/clock.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"
#include "db/database.hpp"
#include "db/optional.hpp"
#include "db/query.hpp"

namespace platform::tickets {
namespace json = boost::json;

// "YYYY-MM-DDTHH:MM" at the venue now.
std::string venue_now() {
  return core::format_utc(core::system_now() + kVenueOffset).substr(0, 16);
}

// The UTC moment (database form) of a venue's local "YYYY-MM-DDTHH:MM".
std::string utc_of_local(const std::string& local) {
  const auto t = core::parse_utc(local + ":00Z");
  if (!t) return db::now_utc();
  return core::format_utc(*t - kVenueOffset);
}

std::string local_of_utc(const std::string& utc) {
  const auto t = core::parse_utc(utc);
  if (!t) return venue_now();
  return core::format_utc(*t + kVenueOffset).substr(0, 16);
}

json::value opt(const std::optional<std::string>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}
json::value opt(const std::optional<long long>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

// ---- shows

constexpr const char* kShowColumns =
    "SELECT s.id, s.code, s.title, s.kind, s.summary, s.description, s.photo, s.photos_json,"
    " s.place_id, p.code, p.name, p.address, c.slug, c.name, s.hall_id, h.name, s.starts_at,"
    " s.duration_minutes, s.age_rating, s.event_id, s.status, s.published"
    " FROM shows s JOIN places p ON p.id = s.place_id JOIN cities c ON c.id = p.city_id"
    " LEFT JOIN halls h ON h.id = s.hall_id ";

std::vector<ShowRow> select_shows(soci::session& s, const std::string& tail,
                                  const db::Binds& binds) {
  ShowRow r;
  soci::statement st = db::query_bound(
      s, core::concat(kShowColumns, tail), binds, soci::into(r.id), soci::into(r.code),
      soci::into(r.title), soci::into(r.kind), soci::into(r.summary), soci::into(r.description),
      soci::into(r.photo), soci::into(r.photos_json), soci::into(r.place_id),
      soci::into(r.place_code), soci::into(r.place_name), soci::into(r.place_address),
      soci::into(r.city_slug), soci::into(r.city_name), soci::into(r.hall_id),
      soci::into(r.hall_name), soci::into(r.starts_at), soci::into(r.duration_minutes),
      soci::into(r.age_rating), soci::into(r.event_id), soci::into(r.status),
      soci::into(r.published));
  st.execute();
  std::vector<ShowRow> out;
  while (st.fetch()) out.push_back(r);
  return out;
}

std::vector<TierRow> tiers_of(soci::session& s, long long show_id) {
  TierRow t;
  soci::statement st =
      db::query(s,
                "SELECT id, show_id, name, price, quota, taken, sale_starts_at, sale_ends_at"
                " FROM ticket_tiers WHERE show_id = :show ORDER BY sort, price DESC, id",
                soci::use(show_id), soci::into(t.id), soci::into(t.show_id), soci::into(t.name),
                soci::into(t.price), soci::into(t.quota), soci::into(t.taken),
                soci::into(t.sale_starts_at), soci::into(t.sale_ends_at));
  st.execute();
  std::vector<TierRow> out;
  while (st.fetch()) out.push_back(t);
  return out;
}

// Why a tier does not sell now, or nothing when it does.
std::optional<std::string> tier_closed(const ShowRow& show, const TierRow& t,
                                       const std::string& now) {
  if (show.status == "cancelled") return "Показ отменён";
  if (show.status != "on_sale") return "Продажа билетов ещё не открыта";
  if (show.starts_at <= now) return "Показ уже начался";
  if (t.sale_starts_at && *t.sale_starts_at > now)
    return core::concat("Продажа откроется ",
                        catalog::day_in_words(t.sale_starts_at->substr(0, 10)), " в ",
                        t.sale_starts_at->substr(11, 5));
  if (t.sale_ends_at && *t.sale_ends_at <= now) return "Продажа этой категории закончилась";
  return std::nullopt;
}

json::object show_json(const ShowRow& r) {
  return {{"id", r.id},
          {"code", r.code},
          {"title", r.title},
          {"kind", r.kind},
          {"summary", r.summary},
          {"photo", opt(r.photo)},
          {"starts_at", r.starts_at},
          {"duration_minutes", r.duration_minutes},
          {"age_rating", r.age_rating},
          {"status", r.status},
          {"place",
           {{"code", r.place_code},
            {"name", r.place_name},
            {"address", r.place_address},
            {"city", {{"slug", r.city_slug}, {"name", r.city_name}}}}},
          {"hall", r.hall_name ? json::value(*r.hall_name) : json::value(nullptr)}};
}

std::string when_text(const std::string& starts_at) {
  return core::concat(catalog::day_in_words(starts_at.substr(0, 10)), ", ",
                      starts_at.substr(11, 5));
}

// ---- orders

constexpr const char* kOrderColumns =
    "SELECT o.id, o.number, o.show_id, o.user_id, o.buyer_name, o.email, o.phone, o.status,"
    " o.total, o.discount, o.promo_code_id, o.payment_method, o.held_until, o.paid_at,"
    " o.payment_ref, o.access_key, o.cancel_reason, o.created_at, o.updated_at"
    " FROM ticket_orders o ";

std::vector<OrderRow> select_orders(soci::session& s, const std::string& tail,
                                    const db::Binds& binds) {
  OrderRow r;
  soci::statement st = db::query_bound(
      s, core::concat(kOrderColumns, tail), binds, soci::into(r.id), soci::into(r.number),
      soci::into(r.show_id), soci::into(r.user_id), soci::into(r.buyer_name), soci::into(r.email),
      soci::into(r.phone), soci::into(r.status), soci::into(r.total), soci::into(r.discount),
      soci::into(r.promo_code_id), soci::into(r.payment_method), soci::into(r.held_until),
      soci::into(r.paid_at), soci::into(r.payment_ref), soci::into(r.access_key),
      soci::into(r.cancel_reason), soci::into(r.created_at), soci::into(r.updated_at));
  st.execute();
  std::vector<OrderRow> out;
  while (st.fetch()) out.push_back(r);
  return out;
}

std::optional<OrderRow> order_by(soci::session& s, const std::string& column,
                                 const std::string& value) {
  db::Binds binds;
  const std::string p = binds.add(value);
  auto rows = select_orders(s, core::concat("WHERE o.", column, " = ", p), binds);
  if (rows.empty()) return std::nullopt;
  return rows.front();
}

std::optional<OrderRow> order_by_id(soci::session& s, long long id) {
  db::Binds binds;
  const std::string p = binds.add(id);
  auto rows = select_orders(s, core::concat("WHERE o.id = ", p), binds);
  if (rows.empty()) return std::nullopt;
  return rows.front();
}

std::map<long long, std::vector<LineRow>> lines_of(soci::session& s,
                                                   const std::vector<long long>& order_ids) {
  db::Binds binds;
  const std::string in = binds.add_list(order_ids);
  long long order_id = 0;
  LineRow l;
  soci::statement st = db::query_bound(
      s,
      core::concat("SELECT l.order_id, l.tier_id, t.name, l.quantity, l.price"
                   " FROM ticket_order_lines l JOIN ticket_tiers t ON t.id = l.tier_id"
                   " WHERE l.order_id IN ",
                   in, " ORDER BY l.order_id, l.id"),
      binds, soci::into(order_id), soci::into(l.tier_id), soci::into(l.tier_name),
      soci::into(l.quantity), soci::into(l.price));
  st.execute();
  std::map<long long, std::vector<LineRow>> out;
  while (st.fetch()) out[order_id].push_back(l);
  return out;
}

std::vector<LineRow> lines_of(soci::session& s, long long order_id) {
  return std::move(lines_of(s, std::vector<long long>{order_id})[order_id]);
}

std::map<long long, std::vector<TicketRow>> tickets_of(soci::session& s,
                                                       const std::vector<long long>& order_ids) {
  db::Binds binds;
  const std::string in = binds.add_list(order_ids);
  TicketRow t;
  soci::statement st =
      db::query_bound(s,
                      core::concat("SELECT k.id, k.order_id, k.tier_id, t.name, k.code, k.number,"
                                   " k.checked_in_at, k.checked_in_by FROM tickets k"
                                   " JOIN ticket_tiers t ON t.id = k.tier_id WHERE k.order_id IN ",
                                   in, " ORDER BY k.order_id, k.number"),
                      binds, soci::into(t.id), soci::into(t.order_id), soci::into(t.tier_id),
                      soci::into(t.tier_name), soci::into(t.code), soci::into(t.number),
                      soci::into(t.checked_in_at), soci::into(t.checked_in_by));
  st.execute();
  std::map<long long, std::vector<TicketRow>> out;
  while (st.fetch()) out[t.order_id].push_back(t);
  return out;
}

std::vector<TicketRow> tickets_of(soci::session& s, long long order_id) {
  return std::move(tickets_of(s, std::vector<long long>{order_id})[order_id]);
}

std::map<long long, ShowRow> shows_of(soci::session& s, const std::vector<OrderRow>& orders) {
  std::vector<long long> ids;
  ids.reserve(orders.size());
  for (const auto& o : orders) ids.push_back(o.show_id);
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  db::Binds binds;
  const std::string in = binds.add_list(ids);
  std::map<long long, ShowRow> out;
  for (auto& show : select_shows(s, "WHERE s.id IN " + in, binds)) out[show.id] = std::move(show);
  return out;
}

std::vector<long long> ids_of(const std::vector<OrderRow>& orders) {
  std::vector<long long> ids;
  ids.reserve(orders.size());
  for (const auto& o : orders) ids.push_back(o.id);
  return ids;
}

std::vector<long long> ids_of(const std::vector<ShowRow>& shows) {
  std::vector<long long> ids;
  ids.reserve(shows.size());
  for (const auto& show : shows) ids.push_back(show.id);
  return ids;
}

ShowRow show_by_id(soci::session& s, long long id) {
  db::Binds binds;
  const std::string p = binds.add(id);
  auto rows = select_shows(s, core::concat("WHERE s.id = ", p), binds);
  if (rows.empty()) core::throw_not_found(kShowNotFound);
  return rows.front();
}

const char* status_title(const std::string& status) {
  if (status == "held") return "Ожидает оплаты";
  if (status == "awaiting_payment") return "Оплата в кассе";
  if (status == "paid") return "Оплачен";
  if (status == "cancelled") return "Отменён";
  if (status == "expired") return "Бронь истекла";
  if (status == "refunded") return "Возврат";
  return "";
}

// Gives an order's seats (and its promo code's use) back; inside the caller's transaction.
// ---- the afisha

std::map<long long, TierSummary> tier_summaries(soci::session& s,
                                                const std::vector<long long>& show_ids) {
  std::map<long long, TierSummary> out;
  db::Binds binds;
  const std::string in = binds.add_list(show_ids);
  long long show_id = 0;
  TierSummary t;
  soci::statement st = db::query_bound(
      s,
      core::concat("SELECT show_id, MIN(price), SUM(CASE WHEN quota > taken THEN quota - taken"
                   " ELSE 0 END) FROM ticket_tiers WHERE show_id IN ",
                   in, " GROUP BY show_id"),
      binds, soci::into(show_id), soci::into(t.min_price), soci::into(t.places_left));
  st.execute();
  while (st.fetch()) out[show_id] = t;
  return out;
}

std::vector<CityRow> cities_with_shows(soci::session& s, const std::string& now) {
  std::vector<CityRow> out;
  CityRow c;
  soci::statement st =
      db::query(s,
                "SELECT DISTINCT c.slug, c.name FROM shows s JOIN places p ON p.id = s.place_id"
                " JOIN cities c ON c.id = p.city_id WHERE s.published = 1 AND s.status <> 'draft'"
                " AND s.starts_at >= :now ORDER BY c.name",
                soci::use(now), soci::into(c.slug), soci::into(c.name));
  st.execute();
  while (st.fetch()) out.push_back(c);
  return out;
}

// ---- placing an order

std::optional<PromoRow> find_promo(soci::session& s, const std::string& code, long long show_id) {
  std::optional<long long> id, max_uses;
  long long used = 0;
  PromoRow p;
  s << "SELECT id, percent, amount, max_uses, used, valid_until FROM promo_codes"
       " WHERE UPPER(code) = :code AND active = 1 AND (show_id = :show OR show_id IS NULL)"
       " ORDER BY show_id IS NULL, id",
      soci::use(code), soci::use(show_id), soci::into(id), soci::into(p.percent),
      soci::into(p.amount), soci::into(max_uses), soci::into(used), soci::into(p.valid_until);
  if (!s.got_data() || !id) return std::nullopt;
  p.id = *id;
  return p;
}

bool use_promo(soci::session& s, long long promo_id) {
  soci::statement st = db::query(s,
                                 "UPDATE promo_codes SET used = used + 1 WHERE id = :id AND"
                                 " (max_uses IS NULL OR used + 1 <= max_uses)",
                                 soci::use(promo_id));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

bool take_seats(soci::session& s, long long tier_id, long long show_id, long long quantity) {
  soci::statement st =
      db::query(s,
                "UPDATE ticket_tiers SET taken = taken + :n WHERE id = :id AND show_id = :show"
                " AND taken + :n2 <= quota",
                soci::use(quantity), soci::use(tier_id), soci::use(show_id), soci::use(quantity));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

long long unpaid_seats(soci::session& s, long long show_id, const std::string& client_ip,
                       const std::string& email, const std::string& phone) {
  long long held = 0;
  s << "SELECT COALESCE(SUM(l.quantity), 0) FROM ticket_orders o"
       " JOIN ticket_order_lines l ON l.order_id = o.id WHERE o.show_id = :show"
       " AND o.status IN ('held', 'awaiting_payment')"
       " AND (o.client_ip = :ip OR o.email = :email OR o.phone = :phone)",
      soci::use(show_id), soci::use(client_ip), soci::use(email), soci::use(phone),
      soci::into(held);
  return held;
}

void insert_order(soci::session& s, OrderRow& o, const std::string& client_ip) {
  s << "INSERT INTO ticket_orders (number, show_id, user_id, buyer_name, email, phone, status,"
       " total, discount, promo_code_id, payment_method, held_until, access_key, created_at,"
       " updated_at, client_ip) VALUES (:number, :show, :user, :name, :email, :phone, :status,"
       " :total, :discount, :promo, :method, :held, :key, :created, :updated, :ip) RETURNING id",
      soci::use(o.number), soci::use(o.show_id), soci::use(o.user_id), soci::use(o.buyer_name),
      soci::use(o.email), soci::use(o.phone), soci::use(o.status), soci::use(o.total),
      soci::use(o.discount), soci::use(o.promo_code_id), soci::use(o.payment_method),
      soci::use(o.held_until), soci::use(o.access_key), soci::use(o.created_at),
      soci::use(o.updated_at), soci::use(client_ip), soci::into(o.id);
}

void insert_line(soci::session& s, long long order_id, long long tier_id, long long quantity,
                 long long price) {
  s << "INSERT INTO ticket_order_lines (order_id, tier_id, quantity, price)"
       " VALUES (:o, :t, :q, :p)",
      soci::use(order_id), soci::use(tier_id), soci::use(quantity), soci::use(price);
}

// ---- paying and the door

std::optional<long long> order_of_ticket(soci::session& s, const std::string& code) {
  std::optional<long long> order_id;
  s << "SELECT order_id FROM tickets WHERE code = :code", soci::use(code), soci::into(order_id);
  return s.got_data() ? order_id : std::nullopt;
}

bool set_payment(soci::session& s, long long order_id, const std::string& method,
                 const std::string& status, const std::string& held_until) {
  const std::string now = db::now_utc();
  soci::statement st = db::query(
      s,
      "UPDATE ticket_orders SET payment_method = :method, status = :status, held_until = :held,"
      " updated_at = :now WHERE id = :id AND status IN ('held', 'awaiting_payment')",
      soci::use(method), soci::use(status), soci::use(held_until), soci::use(now),
      soci::use(order_id));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

bool mark_order_paid(soci::session& s, long long order_id,
                     const std::optional<std::string>& payment_ref) {
  const std::string now = db::now_utc();
  soci::statement st =
      db::query(s,
                "UPDATE ticket_orders SET status = 'paid', paid_at = :now, payment_ref = :ref,"
                " updated_at = :now2 WHERE id = :id AND status IN ('held', 'awaiting_payment')",
                soci::use(now), soci::use(payment_ref), soci::use(now), soci::use(order_id));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

void insert_ticket(soci::session& s, long long order_id, long long tier_id, const std::string& code,
                   long long number) {
  s << "INSERT INTO tickets (order_id, tier_id, code, number) VALUES (:o, :t, :c, :n)",
      soci::use(order_id), soci::use(tier_id), soci::use(code), soci::use(number);
}

bool notification_seen(soci::session& s, const std::string& provider,
                       const std::string& external_id) {
  std::optional<long long> seen;
  s << "SELECT id FROM payment_notifications WHERE provider = :p AND external_id = :e",
      soci::use(provider), soci::use(external_id), soci::into(seen);
  return s.got_data() && seen;
}

bool keep_notification(soci::session& s, const NotificationRow& n) {
  const std::string now = db::now_utc();
  // Two notifications of one payment at once: the second waits for the first's row (PostgreSQL
  // checks the unique key across transactions) and then keeps nothing: a replay.
  soci::statement kept = db::query(
      s,
      "INSERT INTO payment_notifications (provider, external_id, order_id, amount, status,"
      " payload, received_at) VALUES (:p, :e, :o, :a, :s, :payload, :now)"
      " ON CONFLICT (provider, external_id) DO NOTHING",
      soci::use(n.provider), soci::use(n.external_id), soci::use(n.order_id), soci::use(n.amount),
      soci::use(n.status), soci::use(n.payload), soci::use(now));
  kept.execute(true);
  return kept.get_affected_rows() == 1;
}

std::optional<CheckIn> check_in_of(soci::session& s, const std::string& code) {
  std::optional<long long> ticket_id, order_id;
  CheckIn c;
  s << "SELECT id, order_id, checked_in_at, checked_in_by FROM tickets WHERE code = :code",
      soci::use(code), soci::into(ticket_id), soci::into(order_id), soci::into(c.at),
      soci::into(c.by);
  if (!s.got_data() || !ticket_id || !order_id) return std::nullopt;
  c.ticket_id = *ticket_id;
  c.order_id = *order_id;
  return c;
}

bool check_in_ticket(soci::session& s, long long ticket_id, long long by, const std::string& now) {
  soci::statement st = db::query(s,
                                 "UPDATE tickets SET checked_in_at = :now, checked_in_by = :by"
                                 " WHERE id = :id AND checked_in_at IS NULL",
                                 soci::use(now), soci::use(by), soci::use(ticket_id));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

std::string staff_name(soci::session& s, long long user_id) {
  std::optional<std::string> first, last;
  s << "SELECT first_name, last_name FROM users WHERE id = :id", soci::use(user_id),
      soci::into(first), soci::into(last);
  return core::concat(first.value_or(""), " ", last.value_or(""));
}

// ---- the managers' lists

namespace {
long long count_of(soci::session& s, const std::string& sql, const db::Binds& binds) {
  long long n = 0;
  soci::statement st = db::query_bound(s, sql, binds, soci::into(n));
  st.execute(true);
  return n;
}
}  // namespace

long long count_order_rows(soci::session& s, const std::string& where, const db::Binds& binds) {
  return count_of(s, "SELECT COUNT(*) FROM ticket_orders o " + where, binds);
}

long long count_show_rows(soci::session& s, const std::string& where, const db::Binds& binds) {
  return count_of(s, "SELECT COUNT(*) FROM shows s " + where, binds);
}

std::map<long long, std::vector<TierSales>> tier_sales(soci::session& s,
                                                       const std::vector<long long>& show_ids) {
  std::map<long long, std::vector<TierSales>> out;
  db::Binds binds;
  const std::string in = binds.add_list(show_ids);
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
  while (st.fetch()) out[t.show_id].push_back(t);
  return out;
}

std::map<long long, ShowMoney> show_money(soci::session& s,
                                          const std::vector<long long>& show_ids) {
  std::map<long long, ShowMoney> out;
  db::Binds binds;
  const std::string in = binds.add_list(show_ids);
  long long show_id = 0;
  ShowMoney m;
  soci::statement st = db::query_bound(
      s,
      core::concat("SELECT show_id, COALESCE(SUM(CASE WHEN status = 'paid' THEN total ELSE 0"
                   " END), 0), COUNT(*) FROM ticket_orders WHERE show_id IN ",
                   in, " AND status IN (", kUnpaid, ", 'paid') GROUP BY show_id"),
      binds, soci::into(show_id), soci::into(m.revenue), soci::into(m.live_orders));
  st.execute();
  while (st.fetch()) out[show_id] = m;
  return out;
}

bool cancel_show_row(soci::session& s, long long show_id) {
  const std::string now = db::now_utc();
  soci::statement cancel = db::query(s,
                                     "UPDATE shows SET status = 'cancelled', updated_at = :now"
                                     " WHERE id = :id AND status <> 'cancelled'",
                                     soci::use(now), soci::use(show_id));
  cancel.execute(true);
  return cancel.get_affected_rows() == 1;
}

std::map<long long, std::string> seats_text(soci::session& s, const std::string& where,
                                            const db::Binds& binds) {
  std::map<long long, std::string> out;
  long long order_id = 0, quantity = 0;
  std::string tier;
  soci::statement st =
      db::query_bound(s,
                      core::concat("SELECT l.order_id, t.name, l.quantity FROM ticket_order_lines l"
                                   " JOIN ticket_tiers t ON t.id = l.tier_id"
                                   " JOIN ticket_orders o ON o.id = l.order_id ",
                                   where, " ORDER BY l.order_id, l.id"),
                      binds, soci::into(order_id), soci::into(tier), soci::into(quantity));
  st.execute();
  while (st.fetch()) {
    auto& text = out[order_id];
    if (!text.empty()) text += ", ";
    text += core::concat(tier, " × ", std::to_string(quantity));
  }
  return out;
}

// ---- moves

void release(soci::session& s, const OrderRow& o) {
  for (const auto& line : lines_of(s, o.id)) {
    s << "UPDATE ticket_tiers SET taken = taken - :n WHERE id = :id AND taken >= :n2",
        soci::use(line.quantity), soci::use(line.tier_id), soci::use(line.quantity);
  }
  if (o.promo_code_id)
    s << "UPDATE promo_codes SET used = used - 1 WHERE id = :id AND used > 0",
        soci::use(*o.promo_code_id);
}

// Moves the order from one of `from` (SQL list of quoted statuses) to `to`; false when it was in
// none of them (another request got there first).
bool move_status(soci::session& s, long long id, const char* from, const std::string& to,
                 const std::optional<std::string>& reason) {
  const std::string now = db::now_utc();
  soci::statement st = db::query(s,
                                 core::concat("UPDATE ticket_orders SET status = :to,"
                                              " cancel_reason = COALESCE(:reason, cancel_reason),"
                                              " updated_at = :now WHERE id = :id AND status IN (",
                                              from, ")"),
                                 soci::use(to), soci::use(reason), soci::use(now), soci::use(id));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

// A fresh upper-case code of `bytes` random bytes (hex).
std::string random_code(std::size_t bytes) {
  std::string out = auth::random_hex(bytes);
  for (char& c : out) {
    if (c >= 'a' && c <= 'f') c = static_cast<char>(c - 'a' + 'A');
  }
  return out;
}

json::object order_state(const OrderRow& o) {
  return {{"status", o.status},
          {"cancel_reason", opt(o.cancel_reason)},
          {"payment_ref", opt(o.payment_ref)}};
}

std::string orders_url(const OrderRow& o) {
  return core::concat("/afisha/zakaz/", o.number, "/?key=", o.access_key);
}

}  // namespace platform::tickets
