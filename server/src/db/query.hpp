#pragma once

#include <soci/soci.h>

#include <string>
#include <utility>

#include "db/binds.hpp"

namespace platform::db {

// A statement for db::query below, or when `repeated` one meant to run many times (a named
// prepared statement on PostgreSQL, kept per connection by Database::kept).
template <class... Exchange>
soci::statement statement(soci::session& s, const std::string& sql, bool repeated,
                          Exchange&&... exchange) {
  soci::statement st(s);
  (st.exchange(std::forward<Exchange>(exchange)), ...);
  st.alloc();
  st.prepare(sql, repeated ? soci::details::st_repeatable_query : soci::details::st_one_time_query);
  st.define_and_bind();
  return st;
}

// A statement that runs once, its rows read with execute() and fetch():
//   soci::statement st = db::query(s, "SELECT ... WHERE x = :x", soci::use(x), soci::into(a));
// SOCI's `s.prepare << sql` makes a statement meant to run many times: on PostgreSQL that costs
// three round trips (Parse, Execute, and DEALLOCATE when it goes), where this unnamed statement
// costs one. SQLite compiles both the same way. Keep `s.prepare` for a statement executed
// repeatedly (a loop of inserts).
template <class... Exchange>
soci::statement query(soci::session& s, const std::string& sql, Exchange&&... exchange) {
  return statement(s, sql, false, std::forward<Exchange>(exchange)...);
}

// db::query for SQL put together at run time: its values come from `binds` (db/binds.hpp), the
// rest of the exchange (into) follows.
template <class... Exchange>
soci::statement query_bound(soci::session& s, const std::string& sql, const Binds& binds,
                            Exchange&&... exchange) {
  soci::statement st(s);
  binds.bind_to(st);
  (st.exchange(std::forward<Exchange>(exchange)), ...);
  st.alloc();
  st.prepare(sql, soci::details::st_one_time_query);
  st.define_and_bind();
  return st;
}

}  // namespace platform::db
