#pragma once

#include <soci/session.h>

#include <string>

namespace platform::db {

// Holds the row until the caller's transaction ends, so that writes which depend on it (the
// places of a lesson, the busy hours of a hall) queue behind each other: SELECT ... FOR UPDATE on
// PostgreSQL; nothing on SQLite, whose IMMEDIATE transaction (db::Transaction) already holds the
// only write lock. It writes nothing, so no cache is told of a change that did not happen.
// `table` is a name from the code, never from a request.
void lock_row(soci::session& s, const std::string& table, long long id);

}  // namespace platform::db
