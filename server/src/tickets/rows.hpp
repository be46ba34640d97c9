#pragma once

// The ticket office's rows and the SQL that reads and moves them: shared by the files of this
// folder (service.cpp: the public afisha, the buyer, payment and the door; sales.cpp: the managers'
// reports and a show's cancellation), not used outside it.

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

// ---- moves (inside the caller's transaction)

// Gives an order's seats (and its promo code's use) back.
void release(soci::session& s, const OrderRow& o);
// Moves the order from one of `from` (SQL list of quoted statuses) to `to`; false when it was in
// none of them (another request got there first).
bool move_status(soci::session& s, long long id, const char* from, const std::string& to,
                 const std::optional<std::string>& reason = std::nullopt);
// A fresh upper-case code of `bytes` random bytes (hex).
std::string random_code(std::size_t bytes);

}  // namespace platform::tickets
