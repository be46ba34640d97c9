#pragma once

#include <string>
#include <vector>

#include "db/database.hpp"

namespace platform::db {

// One numbered file of server/migrations, compiled into the binary.
struct Migration {
  int version;
  std::string name;
  std::string sql;
};

const std::vector<Migration>& embedded_migrations();

// Rewrites the few spots where the two backends' SQL differs. Migrations write
//   {{id}}    an auto-numbered primary key column type
//   {{blob}}  a binary column type
//   {{sqlite}} / {{postgresql}} at the start of a line: the line is for that backend only
//             (what one backend cannot spell at all: an FTS5 table, a GIN index)
// and everything else in SQL both backends understand.
std::string to_dialect(const std::string& sql, Backend backend);

// Splits a migration into statements at semicolons that end a line outside quotes.
std::vector<std::string> split_statements(const std::string& sql);

// Applies every migration not yet recorded in schema_migrations, each in its own transaction.
// Returns how many were applied.
int migrate(Database& db, const std::vector<Migration>& migrations = embedded_migrations());

}  // namespace platform::db
