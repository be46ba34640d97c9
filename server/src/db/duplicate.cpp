#include "db/duplicate.hpp"

#include <soci/postgresql/soci-postgresql.h>
#include <soci/sqlite3/soci-sqlite3.h>
#include <sqlite3.h>

#include <string_view>

namespace platform::db {

bool is_duplicate_key(const std::exception& e) noexcept {
  if (const auto* pg = dynamic_cast<const soci::postgresql_soci_error*>(&e)) {
    return pg->sqlstate() == "23505";  // unique_violation
  }
  if (const auto* lite = dynamic_cast<const soci::sqlite3_soci_error*>(&e)) {
    // SOCI gives the primary code only; the message names the kind of constraint.
    return lite->result() == SQLITE_CONSTRAINT &&
           std::string_view(e.what()).find("UNIQUE constraint failed") != std::string_view::npos;
  }
  return false;
}

}  // namespace platform::db
