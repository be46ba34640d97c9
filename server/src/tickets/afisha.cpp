// The public afisha (decision 0046): the poster of upcoming shows with their lowest price and
// places left, and one show's page with its tiers.
#include <boost/json.hpp>

#include "catalog/dates.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "db/binds.hpp"
#include "db/lease.hpp"
#include "tickets/repository.hpp"
#include "tickets/service.hpp"

namespace platform::tickets {
namespace json = boost::json;

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
  auto tiers = tier_summaries(s, ids_of(shows));
  json::array items;
  for (const auto& show : shows) {
    auto o = show_json(show);
    const auto& tier = tiers[show.id];
    o["price_from"] = opt(tier.min_price);
    o["places_left"] = tier.places_left;
    items.push_back(std::move(o));
  }
  // The cities of every upcoming show, for the filter.
  json::array cities;
  for (const auto& c : cities_with_shows(s, venue_now()))
    cities.push_back(json::object{{"slug", c.slug}, {"name", c.name}});
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

}  // namespace platform::tickets
