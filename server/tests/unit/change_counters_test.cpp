// Change counters (decision 0018): two Database objects on one SQLite file stand for two copies
// of the server on one database.
#include "db/change_counters.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <thread>

#include "db/database.hpp"
#include "db/migrations.hpp"

using namespace platform;

namespace {

struct Copies : ::testing::Test {
  std::filesystem::path path =
      std::filesystem::temp_directory_path() / "platform-change-counters-test.db";
  std::unique_ptr<db::Database> first, second;
  std::atomic<int> drops = 0;

  void SetUp() override {
    std::filesystem::remove(path);
    first = std::make_unique<db::Database>("sqlite:" + path.string(), 1);
    db::migrate(*first);
    second = std::make_unique<db::Database>("sqlite:" + path.string(), 1);
    second->changes().on_change(db::ChangeCounters::kCatalog, [this] { ++drops; });
    second->changes().poll();  // where the counters stand: nothing to drop yet
  }
  void TearDown() override {
    first.reset();
    second.reset();
    std::filesystem::remove(path);
  }
};

}  // namespace

TEST_F(Copies, AChangeByAnotherCopyIsReportedOnce) {
  first->changes().bump(db::ChangeCounters::kCatalog);
  second->changes().poll();
  EXPECT_EQ(drops, 0) << "the bump waits for the first copy's poller to write it";
  first->changes().poll();
  second->changes().poll();
  EXPECT_EQ(drops, 1);
  second->changes().poll();
  EXPECT_EQ(drops, 1) << "nothing new";
}

TEST_F(Copies, OnlyTheListenersOfTheMovedCounterAreCalled) {
  first->changes().bump(db::ChangeCounters::kSessions);
  first->changes().poll();
  second->changes().poll();
  EXPECT_EQ(drops, 0);
}

TEST_F(Copies, OwnChangesAreNotReportedBack) {
  second->changes().bump(db::ChangeCounters::kCatalog);
  second->changes().poll();
  EXPECT_EQ(drops, 0) << "the copy that changed it dropped its caches already";
  first->changes().bump(db::ChangeCounters::kCatalog);
  first->changes().poll();
  second->changes().bump(db::ChangeCounters::kCatalog);
  second->changes().poll();
  EXPECT_EQ(drops, 1) << "another copy's change in between is still reported";
}

TEST_F(Copies, PollersWriteBumpsAtOnceAndReadEveryPeriod) {
  std::atomic<int> seen_by_second = 0;
  second->changes().on_change(db::ChangeCounters::kCatalog, [&] { ++seen_by_second; });
  {
    // The first copy's poller sleeps long: only the bump wakes it. The second's polls often.
    const db::ChangePoller writer(first->changes(), std::chrono::hours(1));
    const db::ChangePoller reader(second->changes(), std::chrono::milliseconds(10));
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    first->changes().bump(db::ChangeCounters::kCatalog);
    for (int i = 0; i < 300 && seen_by_second == 0; ++i) {
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    EXPECT_EQ(seen_by_second, 1);
    first->changes().bump(db::ChangeCounters::kCatalog);
  }  // destroying the writer writes what is pending
  second->changes().poll();
  EXPECT_EQ(seen_by_second, 2) << "the pending bump was written when the poller stopped";
}
