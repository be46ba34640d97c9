#pragma once

#include <soci/session.h>

namespace platform::db {

// A write transaction, rolled back unless committed. On SQLite it begins IMMEDIATE, taking the
// write lock at once: a deferred transaction that reads first and writes later fails at its first
// write with "database is locked" (SQLITE_BUSY_SNAPSHOT, without waiting for busy_timeout) when
// another connection wrote in between, which any concurrent write (another request, the change
// counters' poller) can do. Waiting for the lock at BEGIN is what busy_timeout handles.
// PostgreSQL: a plain BEGIN.
class Transaction {
 public:
  explicit Transaction(soci::session& s);
  ~Transaction();
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;

  void commit();

 private:
  soci::session& session_;
  bool open_ = true;
};

}  // namespace platform::db
