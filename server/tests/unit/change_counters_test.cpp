// Change counters (decisions 0018, 0022): two Database objects on one SQLite file stand for two
// copies of the server on one database. Caches compare a copy's versions of the domains.
#include "db/change_counters.hpp"

#include <gtest/gtest.h>

#include <filesystem>

#include "db/database.hpp"
#include "db/migrations.hpp"
#include "db/work.hpp"
#include "eventually.hpp"

using namespace platform;
using cache::Domain;
using test_support::eventually;

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
  // A committed unit of work of `copy` that names the domain.
  static void change(db::Database& copy, Domain domain, bool here = true) {
    db::Work work(copy);
    work.changed(domain, here);
    work.commit();
  }
};

}  // namespace

TEST_F(Copies, AChangeMovesTheOwnVersionAtItsCommit) {
  change(*first, Domain::catalog);
  EXPECT_EQ(first->changes().versions().of(Domain::catalog), 1u);
  EXPECT_EQ(first->changes().versions().of(Domain::sessions), 0u);
  change(*first, Domain::places, false);
  EXPECT_EQ(first->changes().versions().of(Domain::places), 0u)
      << "the copy dropped what the change touched itself";
}

TEST_F(Copies, AChangeByAnotherCopyMovesItsVersionOnce) {
  change(*first, Domain::catalog);
  second->changes().poll();
  EXPECT_EQ(seen_by_second(Domain::catalog), 1u) << "the counter moved with the commit";
  second->changes().poll();
  EXPECT_EQ(seen_by_second(Domain::catalog), 1u) << "nothing new";
}

TEST_F(Copies, OnlyTheMovedDomainMoves) {
  change(*first, Domain::sessions);
  change(*first, Domain::places, false);
  second->changes().poll();
  EXPECT_EQ(seen_by_second(Domain::catalog), 0u);
  EXPECT_EQ(seen_by_second(Domain::sessions), 1u);
  EXPECT_EQ(seen_by_second(Domain::places), 1u) << "places reach the others (migration 0013)";
}

TEST_F(Copies, OwnChangesAreNotReportedBack) {
  change(*second, Domain::catalog);
  second->changes().poll();
  EXPECT_EQ(seen_by_second(Domain::catalog), 1u) << "its own change only, not once more";
  change(*first, Domain::catalog);
  change(*second, Domain::catalog);
  second->changes().poll();
  EXPECT_EQ(seen_by_second(Domain::catalog), 3u) << "another copy's change in between counts";
}

TEST_F(Copies, APollerReadsEveryPeriod) {
  const db::ChangePoller reader(second->changes(), std::chrono::milliseconds(10));
  // The second change is made once the first is seen, so seeing it takes a later read: the poller
  // reads again and again, not once.
  change(*first, Domain::catalog);
  ASSERT_TRUE(eventually([&] { return seen_by_second(Domain::catalog) > 0; }))
      << "the poller read the first change";
  EXPECT_EQ(seen_by_second(Domain::catalog), 1u);
  change(*first, Domain::catalog);
  ASSERT_TRUE(eventually([&] { return seen_by_second(Domain::catalog) > 1; }))
      << "the poller read the second change";
  EXPECT_EQ(seen_by_second(Domain::catalog), 2u);
}
