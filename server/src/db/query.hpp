#pragma once

#include <soci/soci.h>

#include <string>
#include <utility>

namespace platform::db {

// A statement that runs once, its rows read with execute() and fetch():
//   soci::statement st = db::query(s, "SELECT ... WHERE x = :x", soci::use(x), soci::into(a));
// SOCI's `s.prepare << sql` makes a statement meant to run many times: on PostgreSQL that costs
// three round trips (Parse, Execute, and DEALLOCATE when it goes), where this unnamed statement
// costs one. SQLite compiles both the same way. Keep `s.prepare` for a statement executed
// repeatedly (a loop of inserts).
template <class... Exchange>
soci::statement query(soci::session& s, const std::string& sql, Exchange&&... exchange) {
  soci::statement st(s);
  (st.exchange(std::forward<Exchange>(exchange)), ...);
  st.alloc();
  st.prepare(sql, soci::details::st_one_time_query);
  st.define_and_bind();
  return st;
}

}  // namespace platform::db
