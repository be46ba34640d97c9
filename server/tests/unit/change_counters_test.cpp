// Change counters (decisions 0018, 0022): two Database objects on one SQLite file stand for two
// copies of the server on one database. Caches compare a copy's versions of the domains.
#include "db/change_counters.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <thread>

#include "db/database.hpp"
#include "db/migrations.hpp"

using namespace platform;
using cache::Domain;

namespace {

struct Copies : ::testing::Test {
  std::filesystem::path path =
      std::filesystem::temp_directory_path() / "platform-change-counters-test.db";
  std::unique_ptr<db::Database> first, second;

  void SetUp() override {
    std::filesystem::remove(path);
    first = std::make_unique<db::Database>("sqlite:" + path.string(), 1);
    db::migrate(*first);
    second = std::make_unique<db::Database>("sqlite:" + path.string(), 1);
    second->changes().poll();  // where the counters stand: nothing moved yet
  }
  void TearDown() override {
    first.reset();
    second.reset();
    std::filesystem::remove(path);
  }
  std::uint64_t seen_by_second(Domain domain) const {
    return second->changes().versions().of(domain);
  }
};

}  // namespace

TEST_F(Copies, AChangeMovesTheOwnVersionAtOnce) {
  first->changes().bump(Domain::catalog);
  EXPECT_EQ(first->changes().versions().of(Domain::catalog), 1u);
  EXPECT_EQ(first->changes().versions().of(Domain::sessions), 0u);
  first->changes().bump_elsewhere(Domain::places);
  EXPECT_EQ(first->changes().versions().of(Domain::places), 0u)
      << "the copy dropped what the change touched itself";
}

TEST_F(Copies, AChangeByAnotherCopyMovesItsVersionOnce) {
  first->changes().bump(Domain::catalog);
  second->changes().poll();
  EXPECT_EQ(seen_by_second(Domain::catalog), 0u) << "the bump waits for the first copy's poller";
  first->changes().poll();
  second->changes().poll();
  EXPECT_EQ(seen_by_second(Domain::catalog), 1u);
  second->changes().poll();
  EXPECT_EQ(seen_by_second(Domain::catalog), 1u) << "nothing new";
}

TEST_F(Copies, OnlyTheMovedDomainMoves) {
  first->changes().bump(Domain::sessions);
  first->changes().bump_elsewhere(Domain::places);
  first->changes().poll();
  second->changes().poll();
  EXPECT_EQ(seen_by_second(Domain::catalog), 0u);
  EXPECT_EQ(seen_by_second(Domain::sessions), 1u);
  EXPECT_EQ(seen_by_second(Domain::places), 1u) << "places reach the others (migration 0013)";
}

TEST_F(Copies, OwnChangesAreNotReportedBack) {
  second->changes().bump(Domain::catalog);
  second->changes().poll();
  EXPECT_EQ(seen_by_second(Domain::catalog), 1u) << "its own bump only, not once more";
  first->changes().bump(Domain::catalog);
  first->changes().poll();
  second->changes().bump(Domain::catalog);
  second->changes().poll();
  EXPECT_EQ(seen_by_second(Domain::catalog), 3u) << "another copy's change in between counts";
}

TEST_F(Copies, PollersWriteBumpsAtOnceAndReadEveryPeriod) {
  {
    // The first copy's poller sleeps long: only the bump wakes it. The second's polls often.
    const db::ChangePoller writer(first->changes(), std::chrono::hours(1));
    const db::ChangePoller reader(second->changes(), std::chrono::milliseconds(10));
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    first->changes().bump(Domain::catalog);
    for (int i = 0; i < 300 && seen_by_second(Domain::catalog) == 0; ++i) {
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    EXPECT_EQ(seen_by_second(Domain::catalog), 1u);
    first->changes().bump(Domain::catalog);
  }  // destroying the writer writes what is pending
  second->changes().poll();
  EXPECT_EQ(seen_by_second(Domain::catalog), 2u)
      << "the pending bump was written when the poller stopped";
}
