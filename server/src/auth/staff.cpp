#include "auth/staff.hpp"

#include "auth/permissions.hpp"
#include "core/concat.hpp"
#include "db/binds.hpp"
#include "db/query.hpp"

namespace platform::auth {

std::vector<StaffMember> staff_of_section(db::Database& database, std::string_view section) {
  db::Binds binds;
  std::string in = "(";
  for (const auto& grant : role_grants()) {
    if (!has_section({grant.code}, section)) continue;
    if (in.size() > 1) in += ", ";
    in += binds.add(grant.code);
  }
  in += in.size() > 1 ? ")" : "NULL)";
  db::Lease s(database);
  long long id = 0;
  std::string first, last, email;
  auto st = db::query_bound(
      s,
      core::concat("SELECT DISTINCT u.id, u.first_name, u.last_name, u.email FROM users u JOIN"
                   " user_roles r ON r.user_id = u.id WHERE r.role_code IN ",
                   in,
                   " AND u.deleted_at IS NULL AND u.blocked_at IS NULL ORDER BY u.last_name,"
                   " u.first_name, u.id"),
      binds, soci::into(id), soci::into(first), soci::into(last), soci::into(email));
  st.execute();
  std::vector<StaffMember> out;
  while (st.fetch()) out.push_back({id, core::concat(last, " ", first), email});
  return out;
}

}  // namespace platform::auth
