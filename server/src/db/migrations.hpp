#pragma once

#include <stdexcept>
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

// Where a database stands against the migrations a binary knows.
struct MigrationState {
  std::vector<std::string> pending;  // known, not applied: names, in order
  std::vector<int> unknown;          // applied, not known: a newer binary ran there
};

// The database has migrations this binary does not know: running on it could write rows a newer
// schema forbids or lose columns it added. The message names the versions; main exits with 4.
class UnknownMigrations : public std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Throws UnknownMigrations naming the state's unknown versions, if any.
void refuse_unknown(const MigrationState& state);

// Reads the state without changing anything (an empty database: every migration pending).
MigrationState migration_state(Database& db,
                               const std::vector<Migration>& migrations = embedded_migrations());

// Applies every migration not yet recorded in schema_migrations, each in its own transaction,
// under a lock copies starting together share (PostgreSQL: an advisory lock held for the run;
// SQLite: each migration re-read inside its IMMEDIATE transaction), so one applies them and the
// others find them applied. Throws UnknownMigrations, before applying anything, when the database
// has migrations the list does not know. Returns how many were applied.
int migrate(Database& db, const std::vector<Migration>& migrations = embedded_migrations());

}  // namespace platform::db
