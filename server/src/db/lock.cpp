#include "db/lock.hpp"

#include <soci/soci.h>

namespace platform::db {

void lock_row(soci::session& s, const std::string& table, long long id) {
  if (s.get_backend_name() != "postgresql") return;
  long long locked = 0;
  s << "SELECT id FROM " + table + " WHERE id = :id FOR UPDATE", soci::use(id), soci::into(locked);
}

}  // namespace platform::db
