// The upload quota and the sweep of unreferenced uploads, on a real SQLite database with a clock
// the test moves (a day cannot be waited for in the API tests).
#include "files/uploads.hpp"

#include <gtest/gtest.h>
#include <soci/soci.h>

#include <fstream>

#include "core/errors.hpp"
#include "db/migrations.hpp"
#include "storage/local_folder.hpp"

using namespace platform;
using namespace std::chrono_literals;

namespace {

struct UploadsTest : ::testing::Test {
  std::filesystem::path dir = std::filesystem::temp_directory_path() / "platform-uploads-test";
  std::unique_ptr<db::Database> database;
  std::unique_ptr<files::FileRepository> repository;
  std::unique_ptr<ratelimit::RateLimiter> limits;
  std::unique_ptr<storage::LocalFolder> files;
  std::unique_ptr<files::Uploads> uploads;
  core::TimePoint now = *core::parse_utc("2026-11-23T10:00:00Z");
  long long user_id = 0;

  void SetUp() override {
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir / "service-params");
    database = std::make_unique<db::Database>("sqlite:" + (dir / "db.sqlite").string(), 1);
    db::migrate(*database);
    repository = std::make_unique<files::FileRepository>(*database);
    limits = std::make_unique<ratelimit::RateLimiter>(*database, [this] { return now; });
    files = std::make_unique<storage::LocalFolder>(dir);
    uploads =
        std::make_unique<files::Uploads>(*repository, *limits, *files, [this] { return now; });
    db::Lease s(*database);
    s << "INSERT INTO users (code, first_name, last_name, email, password_hash, search_text,"
         " created_at, updated_at) VALUES ('u-1', 'Анна', 'Иванова', 'anna@example.ru', 'x', 'x',"
         " '2026-11-23T00:00:00Z', '2026-11-23T00:00:00Z') RETURNING id",
        soci::into(user_id);
  }
  void TearDown() override {
    uploads.reset();
    database.reset();
    std::filesystem::remove_all(dir);
  }

  // A stored service-param upload of `size` bytes made at `at`, with its file on disk.
  long long stored(long long size, const std::string& at, const std::string& name) {
    std::ofstream(dir / "service-params" / name) << "%PDF-1.4";
    db::Lease s(*database);
    long long id = 0;
    const std::string path = "service-params/" + name;
    s << "INSERT INTO files (user_id, kind, path, size, content_type, created_at) VALUES (:u,"
         " 'service-param', :p, :n, 'application/pdf', :at) RETURNING id",
        soci::use(user_id), soci::use(path), soci::use(size), soci::use(at), soci::into(id);
    return id;
  }
};

}  // namespace

TEST_F(UploadsTest, QuotaOf200MegabytesPerUser) {
  stored(190LL << 20, "2026-11-23T09:00:00Z", "big.pdf");
  EXPECT_NO_THROW(uploads->admit(user_id, 10u << 20)) << "exactly 200 MB";
  try {
    uploads->admit(user_id, (10u << 20) + 1);
    FAIL() << "past the quota";
  } catch (const core::ApiError& e) {
    EXPECT_EQ(e.kind(), core::ErrorKind::invalid);
    EXPECT_TRUE(e.fields().contains("file"));
  }
}

TEST_F(UploadsTest, ThirtyUploadsAnHour) {
  for (int i = 0; i < files::kUploadsPerHour; ++i) uploads->admit(user_id, 100);
  EXPECT_THROW(uploads->admit(user_id, 100), core::ApiError);
  now += 1h;
  EXPECT_NO_THROW(uploads->admit(user_id, 100));
}

TEST_F(UploadsTest, SweepRemovesWhatNothingReferredToForADay) {
  const auto old_id = stored(1000, "2026-11-22T09:59:59Z", "old.pdf");
  const auto fresh_id = stored(1000, "2026-11-22T10:00:01Z", "fresh.pdf");
  EXPECT_EQ(uploads->sweep(), 1);
  EXPECT_FALSE(std::filesystem::exists(dir / "service-params" / "old.pdf"));
  EXPECT_TRUE(std::filesystem::exists(dir / "service-params" / "fresh.pdf"));
  EXPECT_FALSE(repository->unreferenced(old_id)) << "its row is gone";
  EXPECT_TRUE(repository->unreferenced(fresh_id));
  EXPECT_EQ(repository->stored_bytes(user_id), 1000);
}
