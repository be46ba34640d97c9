#pragma once

#include <boost/json/object.hpp>
#include <string_view>

#include "db/database.hpp"

namespace platform::bravo {

// The demo school of server/seed/bravo.json (compiled in).
std::string_view demo_bravo_json();

// Adds the file's rooms, teachers, schools, classes (with their teachers and weekly lessons:
// [weekday, "HH:MM", "HH:MM", room]) and courses (starting `starts_in_days` from today and
// lasting `days`), all published, in the file's order. A class naming an unknown school, teacher
// or room is an error: the demo data is ours to keep whole.
void load_demo(db::Database& database, const boost::json::object& data);

}  // namespace platform::bravo
