#pragma once

#include <boost/json/object.hpp>

#include "audit/repository.hpp"

namespace platform::audit {

// One audit entry as the admin API answers it (docs/api.md): id, actor {id, email, name} or null,
// action, before and after as stored, the names of the fields that differ, created_at.
boost::json::object to_json(const Entry& entry);

}  // namespace platform::audit
