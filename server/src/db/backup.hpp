#pragma once

#include <filesystem>
#include <string>

namespace platform::db {

// A backup is a folder (docs/deploy.md, "Backups"):
//   database.sqlite  SQLite's online backup of the database: one consistent snapshot, taken
//                    while the copies go on writing (never a copy of the file, which a write in
//                    progress would leave torn), or
//   database.dump    pg_dump's custom format of a PostgreSQL database;
//   storage/         the storage folder (uploads, pictures, documents, drawn PDFs);
//   backup.json      the backend, the server's version, the newest migration, when it was taken.
// pg_dump and pg_restore get the connection without its password, which goes by PGPASSWORD:
// never on a command line others can read.

// Writes a backup of the database at `database_url` and the `storage` folder into `to`, which
// must not exist or be empty. Throws with the reason when it cannot.
void backup(const std::string& database_url, const std::filesystem::path& storage,
            const std::filesystem::path& to);

// Puts the backup in `from` back: the database (SQLite: into the file, through the same online
// API; PostgreSQL: pg_restore --clean --if-exists --no-owner, so a database that exists is
// replaced) and the storage folder (its files written over, others left). The copies must be
// stopped. Throws when the backup's backend is not the database's, or a tool fails.
void restore(const std::filesystem::path& from, const std::string& database_url,
             const std::filesystem::path& storage);

}  // namespace platform::db
