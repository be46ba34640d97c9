#pragma once

// The ticket office's repository: its rows and every SQL statement of its tables (shows,
// ticket_tiers, ticket_orders, ticket_order_lines, tickets, promo_codes, payment_notifications).
// Free functions over the caller's session, so a unit of work runs them in its transaction. Used
// by the files of this folder (afisha.cpp, orders.cpp, payments.cpp, box_office.cpp, sales.cpp),
// not outside it.

#include <soci/session.h>

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>
#include <chrono>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "db/binds.hpp"

namespace platform::tickets {

inline constexpr const char* kShowNotFound = "Спектакль или концерт не найден";
// Venue times are local; the platform's venues are kept on Moscow time (decision 0046).
inline constexpr auto kVenueOffset = std::chrono::hours(3);

// "YYYY-MM-DDTHH:MM" at the venue now.
std::string venue_now();
// The UTC moment (database form) of a venue's local "YYYY-MM-DDTHH:MM".
std::string utc_of_local(const std::string& local);
// The venue's local "YYYY-MM-DDTHH:MM" of a UTC moment in the database's form.
std::string local_of_utc(const std::string& utc);
boost::json::value opt(const std::optional<std::string>& v);
boost::json::value opt(const std::optional<long long>& v);

// ---- shows and their tiers

struct ShowRow {
  long long id = 0;
  std::string code, title, kind, summary, description;
  std::optional<std::string> photo;
  std::string photos_json;
  long long place_id = 0;
  std::string place_code, place_name, place_address, city_slug, city_name;
  std::optional<long long> hall_id;
  std::optional<std::string> hall_name;
  std::string starts_at;
  long long duration_minutes = 0;
  std::string age_rating;
  std::optional<long long> event_id;
  std::string status;
  long long published = 0;
};

// The shows (with venue, city and hall) of an SQL tail ("WHERE ... ORDER BY ...") over `s` (shows),
// `p` (places), `c` (cities) and `h` (halls).
std::vector<ShowRow> select_shows(soci::session& s, const std::string& tail,
                                  const db::Binds& binds);
// The shows' ids, in their order (for an IN list).
std::vector<long long> ids_of(const std::vector<ShowRow>& shows);
// The show, or 404.
ShowRow show_by_id(soci::session& s, long long id);
boost::json::object show_json(const ShowRow& r);
// "12 декабря, 19:00" of a venue's local start.
std::string when_text(const std::string& starts_at);

struct TierRow {
  long long id = 0, show_id = 0;
  std::string name;
  long long price = 0, quota = 0, taken = 0;
  std::optional<std::string> sale_starts_at, sale_ends_at;
};

std::vector<TierRow> tiers_of(soci::session& s, long long show_id);
// Why a tier does not sell now (venue-local `now`), or nothing when it does.
std::optional<std::string> tier_closed(const ShowRow& show, const TierRow& t,
                                       const std::string& now);

// ---- orders, their lines and tickets

struct OrderRow {
  long long id = 0;
  std::string number;
  long long show_id = 0;
  std::optional<long long> user_id;
  std::string buyer_name, email, phone, status;
  long long total = 0, discount = 0;
  std::optional<long long> promo_code_id;
  std::string payment_method, held_until;
  std::optional<std::string> paid_at, payment_ref;
  std::string access_key;
  std::optional<std::string> cancel_reason;
  std::string created_at, updated_at;
};

// The orders of an SQL tail over `o` (ticket_orders).
std::vector<OrderRow> select_orders(soci::session& s, const std::string& tail,
                                    const db::Binds& binds);
std::optional<OrderRow> order_by(soci::session& s, const std::string& column,
                                 const std::string& value);
std::optional<OrderRow> order_by_id(soci::session& s, long long id);
// The order's status in words («Оплачен»).
const char* status_title(const std::string& status);
// What an order's history keeps of each move: status, the reason told, the payment's reference.
boost::json::object order_state(const OrderRow& o);
// The buyer's page of the order (with its access key).
std::string orders_url(const OrderRow& o);

struct LineRow {
  long long tier_id = 0;
  std::string tier_name;
  long long quantity = 0, price = 0;
};

std::vector<LineRow> lines_of(soci::session& s, long long order_id);
// The lines of many orders in one query, by order id.
std::map<long long, std::vector<LineRow>> lines_of(soci::session& s,
                                                   const std::vector<long long>& order_ids);

struct TicketRow {
  long long id = 0, order_id = 0, tier_id = 0;
  std::string tier_name, code;
  long long number = 0;
  std::optional<std::string> checked_in_at;
  std::optional<long long> checked_in_by;
};

std::vector<TicketRow> tickets_of(soci::session& s, long long order_id);
// The tickets of many orders in one query, by order id.
std::map<long long, std::vector<TicketRow>> tickets_of(soci::session& s,
                                                       const std::vector<long long>& order_ids);
// The orders' ids, in their order; their shows in one query, by show id.
std::vector<long long> ids_of(const std::vector<OrderRow>& orders);
std::map<long long, ShowRow> shows_of(soci::session& s, const std::vector<OrderRow>& orders);

// ---- the afisha

struct TierSummary {
  std::optional<long long> min_price;
  long long places_left = 0;
};
// Each show's lowest price and places left: one query for the whole poster.
std::map<long long, TierSummary> tier_summaries(soci::session& s,
                                                const std::vector<long long>& show_ids);
struct CityRow {
  std::string slug, name;
};
// The cities of every published show from the venue-local `now` on, by name.
std::vector<CityRow> cities_with_shows(soci::session& s, const std::string& now);

// ---- placing an order (inside its unit of work)

struct PromoRow {
  long long id = 0;
  std::optional<long long> percent, amount;
  std::optional<std::string> valid_until;
};
// The active promo code (upper-case `code`) for the show: the show's own first, then one of
// every show.
std::optional<PromoRow> find_promo(soci::session& s, const std::string& code, long long show_id);
// Counts a use of the promo code; false when it has been used its most times.
bool use_promo(soci::session& s, long long promo_id);
// Takes `quantity` seats of the tier while they fit its quota (the oversell guard); false when
// they do not.
bool take_seats(soci::session& s, long long tier_id, long long show_id, long long quantity);
// Seats held unpaid for the show by an address, an email or a phone.
long long unpaid_seats(soci::session& s, long long show_id, const std::string& client_ip,
                       const std::string& email, const std::string& phone);
// Inserts the order (its id set) placed from `client_ip`, and one line.
void insert_order(soci::session& s, OrderRow& o, const std::string& client_ip);
void insert_line(soci::session& s, long long order_id, long long tier_id, long long quantity,
                 long long price);

// ---- paying and the door

// The order a ticket code belongs to.
std::optional<long long> order_of_ticket(soci::session& s, const std::string& code);
// Sets how an unpaid order is paid; false when it is no longer unpaid.
bool set_payment(soci::session& s, long long order_id, const std::string& method,
                 const std::string& status, const std::string& held_until);
// Marks an unpaid order paid; false when it is no longer unpaid.
bool mark_order_paid(soci::session& s, long long order_id,
                     const std::optional<std::string>& payment_ref);
void insert_ticket(soci::session& s, long long order_id, long long tier_id, const std::string& code,
                   long long number);
// Whether the provider's notification was kept before.
bool notification_seen(soci::session& s, const std::string& provider,
                       const std::string& external_id);
struct NotificationRow {
  std::string provider, external_id;
  std::optional<long long> order_id;
  long long amount = 0;
  std::string status, payload;
};
// Keeps the notification; false when one with its id is kept already (a replay).
bool keep_notification(soci::session& s, const NotificationRow& n);
struct CheckIn {
  long long ticket_id = 0, order_id = 0;
  std::optional<std::string> at;
  std::optional<long long> by;
};
std::optional<CheckIn> check_in_of(soci::session& s, const std::string& code);
// Marks the ticket checked in now by `by`; false when it was checked in before.
bool check_in_ticket(soci::session& s, long long ticket_id, long long by, const std::string& now);
// The name of the staff member who checked a ticket in: a read-only look at the users domain's
// name, which the door's answer shows («проверил Анна Петрова»).
std::string staff_name(soci::session& s, long long user_id);

// ---- the managers' lists

// Orders (`o`) matching a filter ("WHERE ...").
long long count_order_rows(soci::session& s, const std::string& where, const db::Binds& binds);
// Shows (`s`) matching a filter ("WHERE ...").
long long count_show_rows(soci::session& s, const std::string& where, const db::Binds& binds);
struct TierSales {
  long long id = 0, show_id = 0;
  std::string name;
  long long price = 0, quota = 0, sold = 0, held = 0;
};
struct ShowMoney {
  long long revenue = 0, live_orders = 0;
};
// Each show's tiers with their seats sold and held, in the tiers' order.
std::map<long long, std::vector<TierSales>> tier_sales(soci::session& s,
                                                       const std::vector<long long>& show_ids);
// Each show's paid revenue and live orders.
std::map<long long, ShowMoney> show_money(soci::session& s, const std::vector<long long>& show_ids);
// Cancels the show; false when it was cancelled already (decided by the update itself).
bool cancel_show_row(soci::session& s, long long show_id);
// "Партер × 2, Балкон × 1" of each order matching a filter over `o` ("WHERE ...").
std::map<long long, std::string> seats_text(soci::session& s, const std::string& where,
                                            const db::Binds& binds);

// ---- moves (inside the caller's transaction)

// Order statuses that still hold seats unpaid, as an SQL list.
inline constexpr const char* kUnpaid = "'held', 'awaiting_payment'";

// Gives an order's seats (and its promo code's use) back.
void release(soci::session& s, const OrderRow& o);
// Moves the order from one of `from` (SQL list of quoted statuses) to `to`; false when it was in
// none of them (another request got there first).
bool move_status(soci::session& s, long long id, const char* from, const std::string& to,
                 const std::optional<std::string>& reason = std::nullopt);
// A fresh upper-case code of `bytes` random bytes (hex).
std::string random_code(std::size_t bytes);

}  // namespace platform::tickets
