#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cache/versions.hpp"

namespace platform::db {

// The domain map (decision 0047): for every table, the change-counter domains whose cached
// values read it. A unit of work that writes a row of a table must name at least one of the
// table's domains (db::Work::changed); a table no cache reads maps to none, and new rows of a
// table whose inserts stale nothing (a new user, a new rental request) need none. Where one table
// holds data of two domains (an event's fields and its places left), either one will do: the write
// knows which it changed. Rows cached by a rule of their own (a session checked by its token:
// a new or touched one stales nothing, a revocation says so itself) map to none.
//
// The test builds check it on SQLite for every row written while serving (Database::
// watch_domains): a write to a table missing here, or a unit of work that writes a mapped table
// without naming one of its domains, fails at once with the table's name.

// The table's domains (empty: not cached), or nothing for a table the map does not know.
std::optional<std::vector<cache::Domain>> domains_of_table(std::string_view table);

// A table this thread wrote rows of since the last take (the SQLite update hook's record).
struct Written {
  std::string table;
  bool only_inserted = true;  // no row updated or deleted
};
void note_written(std::string_view table, bool inserted);
std::vector<Written> take_written();

// What is wrong with writing these tables when `named` tells the domains a work names: a table
// the map does not know, or one whose domains none is named (new rows of a table whose inserts
// stale nothing excepted). Nothing when all is well.
std::optional<std::string> unnamed_domain(const std::vector<Written>& tables,
                                          const std::function<bool(cache::Domain)>& named);

}  // namespace platform::db
