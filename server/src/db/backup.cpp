#include "db/backup.hpp"

#include <soci/sqlite3/soci-sqlite3.h>
#include <spawn.h>
#include <spdlog/spdlog.h>
#include <sys/wait.h>

#include <algorithm>
#include <boost/json.hpp>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "db/migrations.hpp"
#include "storage/local_folder.hpp"

extern char** environ;

namespace platform::db {
namespace {

namespace fs = std::filesystem;
using sqlite_api::sqlite3;

bool is_sqlite(const std::string& url) {
  return url.rfind("sqlite:", 0) == 0;
}

// An open SQLite file, closed with its owner.
class SqliteFile {
 public:
  SqliteFile(const fs::path& path, int flags) {
    if (sqlite_api::sqlite3_open_v2(path.c_str(), &db_, flags, nullptr) != SQLITE_OK) {
      const std::string why = db_ ? sqlite_api::sqlite3_errmsg(db_) : "out of memory";
      sqlite_api::sqlite3_close(db_);
      throw std::runtime_error("cannot open " + path.string() + ": " + why);
    }
    sqlite_api::sqlite3_busy_timeout(db_, 10000);
  }
  SqliteFile(const SqliteFile&) = delete;
  SqliteFile& operator=(const SqliteFile&) = delete;
  ~SqliteFile() { sqlite_api::sqlite3_close(db_); }
  sqlite3* get() const { return db_; }

 private:
  sqlite3* db_ = nullptr;
};

// Every page of `from` into `to` in one step: one read transaction, so one consistent snapshot
// however the writers go on.
void copy_sqlite(const fs::path& from, const fs::path& to) {
  const SqliteFile source(from, SQLITE_OPEN_READONLY);
  const SqliteFile target(to, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
  auto* copy = sqlite_api::sqlite3_backup_init(target.get(), "main", source.get(), "main");
  if (!copy) throw std::runtime_error(sqlite_api::sqlite3_errmsg(target.get()));
  int rc = SQLITE_OK;
  for (int attempt = 0; attempt < 100; ++attempt) {  // busy: ten seconds at most
    rc = sqlite_api::sqlite3_backup_step(copy, -1);
    if (rc != SQLITE_BUSY && rc != SQLITE_LOCKED) break;
    sqlite_api::sqlite3_sleep(100);
  }
  sqlite_api::sqlite3_backup_finish(copy);
  if (rc != SQLITE_DONE) {
    throw std::runtime_error("the SQLite backup stopped: " +
                             std::string(sqlite_api::sqlite3_errstr(rc)));
  }
}

// Runs a PostgreSQL tool to its end, the URL's password in its environment only.
void run_tool(const std::vector<std::string>& args, const std::string& database_url) {
  std::vector<std::string> env;
  for (char** e = environ; *e != nullptr; ++e) {
    if (std::strncmp(*e, "PGPASSWORD=", 11) != 0) env.emplace_back(*e);
  }
  if (const auto password = postgres_password(database_url); !password.empty())
    env.push_back("PGPASSWORD=" + password);
  std::vector<char*> argv, envp;
  for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  for (const auto& e : env) envp.push_back(const_cast<char*>(e.c_str()));
  envp.push_back(nullptr);
  pid_t pid = 0;
  if (const int err = ::posix_spawnp(&pid, argv[0], nullptr, nullptr, argv.data(), envp.data());
      err != 0) {
    throw std::runtime_error("cannot run " + args[0] + ": " + std::strerror(err) +
                             " (install postgresql-client)");
  }
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    throw std::runtime_error(args[0] + " failed (exit " + std::to_string(WEXITSTATUS(status)) +
                             ")");
}

// The newest migration the database has (0 for none).
int newest_migration(const std::string& database_url) {
  Database database(database_url, 1);
  const auto state = migration_state(database);
  const auto& all = embedded_migrations();
  int newest = 0;
  for (const auto& m : all) {
    if (std::find(state.pending.begin(), state.pending.end(), m.name) == state.pending.end())
      newest = std::max(newest, m.version);
  }
  for (int v : state.unknown) newest = std::max(newest, v);
  return newest;
}

std::string read_file(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Every file of `from` written into `to`; answers how many. A file gone meanwhile is skipped.
int copy_files(const storage::Storage& from, const storage::Storage& to) {
  int copied = 0;
  for (const auto& key : from.keys()) {
    if (const auto bytes = from.read(key)) {
      to.write(key, *bytes);
      ++copied;
    }
  }
  return copied;
}

}  // namespace

void backup(const std::string& database_url, const storage::Storage& files, const fs::path& to) {
  if (fs::exists(to) && !fs::is_empty(to))
    throw std::runtime_error(to.string() + " is not empty: a backup goes into a new folder");
  fs::create_directories(to);
  const bool sqlite = is_sqlite(database_url);
  if (sqlite) {
    copy_sqlite(database_url.substr(7), to / "database.sqlite");
  } else {
    run_tool({"pg_dump", "--format=custom", "--file=" + (to / "database.dump").string(),
              "--dbname=" + postgres_connection_string(database_url, false)},
             database_url);
  }
  fs::create_directories(to / "storage");
  const int copied = copy_files(files, storage::LocalFolder(to / "storage"));
  std::ofstream(to / "backup.json")
      << boost::json::serialize(boost::json::object{{"backend", sqlite ? "sqlite" : "postgresql"},
                                                    {"version", PLATFORM_VERSION},
                                                    {"migration", newest_migration(database_url)},
                                                    {"created_at", now_utc()}});
  spdlog::info("backup written to {} ({} files from the {})", to.string(), copied,
               files.describe());
}

void restore(const fs::path& from, const std::string& database_url, const storage::Storage& files) {
  if (!fs::exists(from / "backup.json"))
    throw std::runtime_error(from.string() + " is not a backup: it has no backup.json");
  const auto about = boost::json::parse(read_file(from / "backup.json")).as_object();
  const bool sqlite = is_sqlite(database_url);
  if (about.at("backend").as_string() != (sqlite ? "sqlite" : "postgresql")) {
    throw std::runtime_error("the backup is of a " + std::string(about.at("backend").as_string()) +
                             " database, not of this one");
  }
  if (sqlite) {
    const fs::path target = database_url.substr(7);
    if (!target.parent_path().empty()) fs::create_directories(target.parent_path());
    copy_sqlite(from / "database.sqlite", target);
  } else {
    run_tool({"pg_restore", "--clean", "--if-exists", "--no-owner", "--exit-on-error",
              "--dbname=" + postgres_connection_string(database_url, false),
              (from / "database.dump").string()},
             database_url);
  }
  const int copied = copy_files(storage::LocalFolder(from / "storage"), files);
  spdlog::info("backup {} restored ({} files into the {})", from.string(), copied,
               files.describe());
}

}  // namespace platform::db
