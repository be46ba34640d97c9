#pragma once

#include <filesystem>
#include <string>

#include "storage/storage.hpp"

namespace platform::db {

// A backup is a folder (docs/deploy.md, "Backups"):
//   database.sqlite  SQLite's online backup of the database: one consistent snapshot, taken
//                    while the copies go on writing (never a copy of the file, which a write in
//                    progress would leave torn), or
//   database.dump    pg_dump's custom format of a PostgreSQL database;
//   storage/         every stored file (uploads, pictures, documents, drawn PDFs), from the
//                    folder or the object storage alike, as a folder;
//   backup.json      the backend, the server's version, the newest migration, when it was taken.
// pg_dump and pg_restore get the connection without its password, which goes by PGPASSWORD:
// never on a command line others can read.

// Writes a backup of the database at `database_url` and the stored `files` into `to`, which
// must not exist or be empty. Throws with the reason when it cannot.
void backup(const std::string& database_url, const storage::Storage& files,
            const std::filesystem::path& to);

// Puts the backup in `from` back: the database (SQLite: into the file, through the same online
// API; PostgreSQL: pg_restore --clean --if-exists --no-owner, so a database that exists is
// replaced) and the stored files (the backup's written over, others left). The copies must be
// stopped. Throws when the backup's backend is not the database's, or a tool fails.
void restore(const std::filesystem::path& from, const std::string& database_url,
             const storage::Storage& files);

}  // namespace platform::db
