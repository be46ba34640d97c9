#pragma once

#include "bravo/model.hpp"
#include "db/database.hpp"

namespace platform::bravo {

// SQL of the school's catalogue. Schools, classes, teachers, rooms and courses are edited as
// catalogue resources (catalog/admin_schema.cpp).
class BravoRepository {
 public:
  explicit BravoRepository(db::Database& database) : database_(database) {}

  db::Database& database() { return database_; }

  // Everything published, read in eight queries whatever the number of rows; `today` drops the
  // courses that have ended.
  Snapshot snapshot(const std::string& today);

 private:
  db::Database& database_;
};

}  // namespace platform::bravo
