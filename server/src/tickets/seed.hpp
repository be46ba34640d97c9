#pragma once

#include <boost/json/object.hpp>
#include <string_view>

#include "db/database.hpp"

namespace platform::tickets {

// The demo afisha of server/seed/tickets.json (compiled in).
std::string_view demo_tickets_json();

// After the catalogue and the halls: the shows (dated `days_ahead` days from today at `time`,
// published and on sale) with their ticket tiers, and the promo codes. A venue, hall or event the
// file names and the database lacks is an error.
void load_demo(db::Database& database, const boost::json::object& data);

}  // namespace platform::tickets
