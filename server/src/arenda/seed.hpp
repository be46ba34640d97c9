#pragma once

#include <boost/json/object.hpp>
#include <string_view>

#include "db/database.hpp"

namespace platform::arenda {

// The demo halls and rentals of server/seed/arenda.json (compiled in).
std::string_view demo_arenda_json();

// Adds the file's halls to their places (by code), published, and its rentals `in_days` from
// today, without mails: {"halls": [{place, code, name, capacity, area?, price_hour, price_day?,
// equipment?, description?, sort?}], "rentals": [{hall, in_days, start_hour, end_hour, name,
// phone, email, organization?, purpose, guests?, status}]}. A place the catalogue lacks is an
// error: the demo data is ours to keep whole.
void load_demo(db::Database& database, const boost::json::object& data);

}  // namespace platform::arenda
