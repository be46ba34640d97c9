#pragma once

#include <boost/json/object.hpp>
#include <string_view>

#include "db/database.hpp"

namespace platform::recommend {

// The demo picks compiled into the binary (server/seed/content/recommendations.json).
std::string_view demo_recommendations_json();

// Saves the file's picks ({"recommendations": [{area, kind, code, note?, position?}]}, items named
// by their event's or article's code) through the service: the editors' checks, the audit log
// with no actor. Throws std::runtime_error naming the pick and its first problem.
void load_recommendations(db::Database& database, const boost::json::object& file);

}  // namespace platform::recommend
