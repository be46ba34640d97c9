#pragma once

#include <boost/json/object.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "catalog/admin_repository.hpp"
#include "catalog/admin_schema.hpp"

namespace platform::catalog {

// Reads and validates a request body against the entity's fields and the rules across them
// (dates in order, places left within places, references that exist, unique values); throws one
// 422 naming every bad field with a Russian message. own_id is the edited row (0 on create).
Input read_input(AdminRepository& repository, AdminRepository::Transaction& tx, const Entity& e,
                 const boost::json::object& body, long long own_id);

// A slug's problem (Russian message), or nothing when fine.
std::optional<std::string> check_slug(std::string_view value);

}  // namespace platform::catalog
