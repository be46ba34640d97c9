#pragma once

#include <filesystem>
#include <memory>
#include <string>

#include "db/database.hpp"
#include "db/migrations.hpp"

namespace platform::test_support {

// A migrated SQLite database in a file of its own under the temp folder, for one test: made
// fresh when the fixture is, removed with it. Used like a pointer to the Database.
class TempDatabase {
 public:
  explicit TempDatabase(const std::string& name)
      : path_(std::filesystem::temp_directory_path() / name) {
    std::filesystem::remove(path_);
    database_ = std::make_unique<db::Database>("sqlite:" + path_.string(), 1);
    db::migrate(*database_);
  }
  ~TempDatabase() {
    database_.reset();
    std::filesystem::remove(path_);
  }
  TempDatabase(const TempDatabase&) = delete;
  TempDatabase& operator=(const TempDatabase&) = delete;

  db::Database& operator*() const { return *database_; }
  db::Database* operator->() const { return database_.get(); }

 private:
  std::filesystem::path path_;
  std::unique_ptr<db::Database> database_;
};

}  // namespace platform::test_support
