// The unit of work and the lease (decision 0047): one lease per thread, a bounded wait for a free
// connection, a commit that moves this copy's caches and the counters together, and the domain
// map that every write of the test builds is checked against.
#include <gtest/gtest.h>

#include <future>
#include <stdexcept>

#include "core/errors.hpp"
#include "db/domains.hpp"
#include "db/work.hpp"
#include "temp_database.hpp"

using namespace platform;
using cache::Domain;
using namespace std::chrono_literals;

namespace {

struct UnitOfWork : ::testing::Test {
  platform::test_support::TempDatabase database{"platform-work-test.db"};
  long long tags() {
    db::Lease s(*database);
    long long n = 0;
    s << "SELECT COUNT(*) FROM tags", soci::into(n);
    return n;
  }
};

void add_tag(db::Work& work, const std::string& slug) {
  work << "INSERT INTO tags (slug, title, icon, color) VALUES (:s, 'Тег', 'star', '#000')",
      soci::use(slug);
}

}  // namespace

TEST_F(UnitOfWork, CommitsRowsAndMovesTheDomainsItNamesHereOnly) {
  const auto before = database->changes().versions().of(Domain::catalog);
  {
    db::Work work(*database);
    add_tag(work, "a");
    work.changed(Domain::catalog);
    bool ran = false;
    work.after_commit([&ran] { ran = true; });
    EXPECT_EQ(database->changes().versions().of(Domain::catalog), before) << "not before commit";
    work.commit();
    EXPECT_TRUE(ran);
  }
  EXPECT_EQ(tags(), 1);
  EXPECT_EQ(database->changes().versions().of(Domain::catalog), before + 1);
  EXPECT_EQ(database->changes().versions().of(Domain::content), 0u);
  db::Lease s(*database);
  long long counter = 0;
  s << "SELECT value FROM change_counters WHERE name = 'catalog'", soci::into(counter);
  EXPECT_EQ(counter, 1) << "the other copies learn it from the counter, written in the transaction";
}

TEST_F(UnitOfWork, NotCommittedIsRolledBackAndTellsNoOne) {
  bool ran = false;
  {
    db::Work work(*database);
    add_tag(work, "b");
    work.changed(Domain::catalog);
    work.after_commit([&ran] { ran = true; });
  }
  EXPECT_EQ(tags(), 0);
  EXPECT_FALSE(ran);
  EXPECT_EQ(database->changes().versions().of(Domain::catalog), 0u);
}

TEST_F(UnitOfWork, ANestedLeaseFailsAtOnceInTheTestBuilds) {
#ifndef PLATFORM_STRICT_LEASES
  GTEST_SKIP() << "production builds log a nested lease instead";
#else
  db::Work work(*database);
  try {
    db::Lease second(*database);
    FAIL() << "a second lease on a thread that holds one";
  } catch (const std::logic_error& e) {
    const std::string message = e.what();
    EXPECT_NE(message.find("nested database lease at"), std::string::npos) << message;
    EXPECT_NE(message.find("unit_of_work_test.cpp"), std::string::npos) << "names the places";
  }
  EXPECT_TRUE(db::holds_lease(*database));
#endif
}

TEST_F(UnitOfWork, ALeaseWaitsBoundedForAFreeConnectionThen503) {
  database->set_lease_wait(200ms);
  db::Lease held(*database);  // the pool's only connection
  auto other = std::async(std::launch::async, [this] {
    try {
      db::Lease s(*database);
      return 200;
    } catch (const core::ApiError& e) {
      return core::status_of(e.kind());
    }
  });
  ASSERT_EQ(other.wait_for(5s), std::future_status::ready) << "it must not wait forever";
  EXPECT_EQ(other.get(), 503);
}

TEST_F(UnitOfWork, TheDomainMapIsCheckedForEveryWriteOfTheTestBuilds) {
#ifndef PLATFORM_STRICT_LEASES
  GTEST_SKIP() << "the check runs in the test builds only";
#else
  database->watch_domains();
  {
    db::Work work(*database);
    add_tag(work, "c");
    EXPECT_THROW(work.commit(), std::logic_error) << "tags are read by the catalogue's caches";
  }
  EXPECT_EQ(tags(), 0) << "refused before the commit";
  {
    db::Work work(*database);
    work << "INSERT INTO settings (key, value, updated_at) VALUES ('k', 'v', 'now')";
    EXPECT_NO_THROW(work.commit()) << "no cache reads the settings";
  }
  {
    db::Work work(*database);
    work << "CREATE TABLE unmapped (id INTEGER)";
    work << "INSERT INTO unmapped (id) VALUES (1)";
    EXPECT_THROW(work.commit(), std::logic_error) << "a table the map does not know";
  }
  EXPECT_TRUE(db::domains_of_table("users").has_value());
  EXPECT_FALSE(db::domains_of_table("unmapped").has_value());
#endif
}
