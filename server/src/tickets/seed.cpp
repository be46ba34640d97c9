#include "tickets/seed.hpp"

#include <soci/soci.h>

#include <boost/json.hpp>
#include <map>
#include <stdexcept>

#include "catalog/dates.hpp"
#include "core/concat.hpp"
#include "db/optional.hpp"
#include "db/work.hpp"

namespace platform::embedded {
std::string_view demo_tickets_json();
}  // namespace platform::embedded

namespace platform::tickets {
namespace json = boost::json;

namespace {

std::string ticket_seed_text(const json::object& o, std::string_view key) {
  return std::string(o.at(key).as_string());
}

std::optional<std::string> ticket_seed_optional(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (!v || !v->is_string()) return std::nullopt;
  return std::string(v->get_string());
}

long long ticket_seed_id(soci::session& s, const std::string& table, const std::string& code) {
  std::optional<long long> id;
  s << core::concat("SELECT id FROM ", table, " WHERE code = :code"), soci::use(code),
      soci::into(id);
  if (!s.got_data() || !id)
    throw std::runtime_error(core::concat("demo tickets: no ", table, " ", code));
  return *id;
}

}  // namespace

std::string_view demo_tickets_json() {
  return embedded::demo_tickets_json();
}

void load_demo(db::Database& database, const json::object& data) {
  db::Work s(database);
  const std::string now = db::now_utc();
  const std::string today = catalog::today_utc();
  long long sort = 0;
  std::map<std::string, long long> shows;
  for (const auto& item : data.at("shows").as_array()) {
    const auto& o = item.as_object();
    const std::string code = ticket_seed_text(o, "code");
    const long long place_id = ticket_seed_id(s, "places", ticket_seed_text(o, "place"));
    std::optional<long long> hall_id, event_id;
    if (auto hall = ticket_seed_optional(o, "hall")) hall_id = ticket_seed_id(s, "halls", *hall);
    if (auto event = ticket_seed_optional(o, "event"))
      event_id = ticket_seed_id(s, "events", *event);
    const std::string starts_at =
        core::concat(catalog::add_days(today, static_cast<int>(o.at("days_ahead").as_int64())), "T",
                     ticket_seed_text(o, "time"));
    const std::string title = ticket_seed_text(o, "title"), kind = ticket_seed_text(o, "kind"),
                      summary = ticket_seed_text(o, "summary"),
                      description = ticket_seed_text(o, "description"),
                      age = ticket_seed_text(o, "age_rating");
    const long long duration = o.at("duration_minutes").as_int64();
    long long id = 0;
    s << "INSERT INTO shows (code, title, kind, summary, description, place_id, hall_id,"
         " starts_at, duration_minutes, age_rating, event_id, status, published, sort,"
         " created_at, updated_at) VALUES (:code, :title, :kind, :summary, :description, :place,"
         " :hall, :starts, :duration, :age, :event, 'on_sale', 1, :sort, :created, :updated)"
         " RETURNING id",
        soci::use(code), soci::use(title), soci::use(kind), soci::use(summary),
        soci::use(description), soci::use(place_id), soci::use(hall_id), soci::use(starts_at),
        soci::use(duration), soci::use(age), soci::use(event_id), soci::use(sort), soci::use(now),
        soci::use(now), soci::into(id);
    shows[code] = id;
    sort += 10;
    long long tier_sort = 0;
    for (const auto& t : o.at("tiers").as_array()) {
      const auto& to = t.as_object();
      const std::string name = ticket_seed_text(to, "name");
      const long long price = to.at("price").as_int64(), quota = to.at("quota").as_int64();
      s << "INSERT INTO ticket_tiers (show_id, name, price, quota, taken, sort)"
           " VALUES (:show, :name, :price, :quota, 0, :sort)",
          soci::use(id), soci::use(name), soci::use(price), soci::use(quota), soci::use(tier_sort);
      tier_sort += 10;
    }
  }
  for (const auto& item : data.at("promo_codes").as_array()) {
    const auto& o = item.as_object();
    const std::string code = ticket_seed_text(o, "code");
    std::optional<long long> show_id;
    if (auto show = ticket_seed_optional(o, "show")) show_id = shows.at(*show);
    const long long percent = o.at("percent").as_int64(), max_uses = o.at("max_uses").as_int64();
    const std::string valid_until =
        catalog::add_days(today, static_cast<int>(o.at("days_valid").as_int64()));
    s << "INSERT INTO promo_codes (show_id, code, percent, max_uses, used, valid_until, active)"
         " VALUES (:show, :code, :percent, :max, 0, :until, 1)",
        soci::use(show_id), soci::use(code), soci::use(percent), soci::use(max_uses),
        soci::use(valid_until);
  }
  s.commit();
}

}  // namespace platform::tickets
