#include "db/transaction.hpp"

#include <spdlog/spdlog.h>

namespace platform::db {

Transaction::Transaction(soci::session& s) : session_(s) {
  session_ << (session_.get_backend_name() == "sqlite3" ? "BEGIN IMMEDIATE" : "BEGIN");
}

Transaction::~Transaction() {
  if (!open_) return;
  try {
    session_.rollback();
  } catch (const std::exception& e) {
    spdlog::warn("rollback failed: {}", e.what());
  }
}

void Transaction::commit() {
  session_.commit();
  open_ = false;
}

}  // namespace platform::db
