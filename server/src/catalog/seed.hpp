#pragma once

#include <boost/json/object.hpp>
#include <string>
#include <string_view>

#include "db/database.hpp"

namespace platform::catalog {

// The demo catalogue compiled into the binary (server/seed/catalog.json).
std::string_view demo_catalog_json();

// Checks a catalogue file against the rules of server/seed/README.md ("What the seeder must
// check"); throws std::runtime_error naming the offending entry.
void validate_catalog(const boost::json::object& catalog);

// True for "#RGB" or "#RRGGBB" (spec section 5: 3 or 6 hex digits).
bool is_colour(std::string_view text);

// Validates, then inserts the whole catalogue in one transaction. Event dates are offsets from
// `seed_day` ("YYYY-MM-DD"). Each event's photo is its generated cover.
void load_catalog(db::Database& database, const boost::json::object& catalog,
                  const std::string& seed_day);

}  // namespace platform::catalog
