#pragma once

#include <boost/json/object.hpp>
#include <string_view>

#include "db/database.hpp"

namespace platform::service_catalog {

// The demo services compiled into the binary (server/seed/services.json).
std::string_view demo_services_json();

// Checks the services file against server/seed/README.md ("What the seeder must check") and the
// tags already in the database; throws std::runtime_error naming the offending entry.
void validate_services(const boost::json::object& file, const std::vector<std::string>& tag_slugs);

// Validates, then inserts categories, services, their tags and params in one transaction.
void load_services(db::Database& database, const boost::json::object& file);

}  // namespace platform::service_catalog
