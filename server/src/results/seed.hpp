#pragma once

#include <boost/json/object.hpp>
#include <string_view>

#include "db/database.hpp"

namespace platform::results {

// The demo results of server/seed/results.json (compiled in).
std::string_view demo_results_json();

// After the catalogue and the people: the demo jury's and performers' accounts (password
// Demo2026!, made when missing) as the owners of demo mentors and participants; for each event
// its jury, performances and their scores; the results published with their diplomas when the
// file says so; the reviews. An event, a mentor or a participant the file names and the database
// lacks is an error: the demo data is ours to keep whole.
void load_demo(db::Database& database, const boost::json::object& data);

}  // namespace platform::results
