// cache::Cache (decision 0022): bounded, fresh by the change-counter versions, targeted drops.
#include "cache/cache.hpp"

#include <gtest/gtest.h>

#include <optional>
#include <string>

using namespace platform;
using cache::Domain;

namespace {

using Answers = cache::Cache<std::string, std::string>;

struct CacheTest : ::testing::Test {
  cache::Versions versions;
  Answers answers{"test_answers", versions, {Domain::catalog, Domain::places}, 3};

  void keep(const std::string& key, Answers::Tags tags = {}) {
    answers.store(key, "body of " + key, answers.stamp(), std::move(tags));
  }
  bool kept(const std::string& key) { return answers.find(key) != nullptr; }
};

}  // namespace

TEST_F(CacheTest, LoadsOnceThenServesWhatItKept) {
  int loads = 0;
  const auto load = [&] {
    ++loads;
    return std::string("filters");
  };
  EXPECT_EQ(*answers.get("filters", load), "filters");
  EXPECT_EQ(*answers.get("filters", load), "filters");
  EXPECT_EQ(loads, 1);
}

TEST_F(CacheTest, AChangeToADomainItDependsOnDropsEverything) {
  keep("a");
  keep("b");
  versions.advance(Domain::sessions);
  EXPECT_TRUE(kept("a")) << "sessions are not what these answers are made of";
  versions.advance(Domain::places);
  EXPECT_FALSE(kept("a"));
  EXPECT_FALSE(kept("b"));
  EXPECT_EQ(answers.size(), 0u);
}

TEST_F(CacheTest, AValueReadBeforeAChangeIsReturnedButNotKept) {
  const auto before = answers.stamp();
  versions.advance(Domain::catalog);  // committed while the value was being computed
  const auto served = answers.store("list", "old list", before);
  EXPECT_EQ(*served, "old list") << "its caller still gets what it read";
  EXPECT_FALSE(kept("list")) << "never served to anyone else";
  keep("list");
  EXPECT_TRUE(kept("list")) << "a value read after the change is kept";
}

TEST_F(CacheTest, WhenFullTheLeastRecentlyUsedEntryMakesRoom) {
  keep("a");
  keep("b");
  keep("c");
  EXPECT_TRUE(kept("a"));  // a is now the most recently used
  keep("d");
  EXPECT_FALSE(kept("b"));
  EXPECT_TRUE(kept("a"));
  EXPECT_TRUE(kept("c"));
  EXPECT_TRUE(kept("d"));
  EXPECT_EQ(answers.size(), 3u);
}

TEST(CacheBytes, ABudgetOfBytesMakesRoomForANewAnswerByDroppingTheLeastRecentlyUsed) {
  cache::Versions versions;
  const std::string kilobyte(1024, 'x');
  // Room for about three kilobyte answers (each weighs its key, its value and its entry).
  Answers answers{"test_answers", versions, {Domain::catalog}, 100, std::size_t{3} * 1024 + 600};
  for (const auto* key : {"a", "b", "c"}) answers.store(key, kilobyte, answers.stamp());
  EXPECT_EQ(answers.size(), 3u);
  EXPECT_NE(answers.find("a"), nullptr);  // a is now the most recently used
  answers.store("d", kilobyte, answers.stamp());
  EXPECT_EQ(answers.find("b"), nullptr) << "over the budget: the least recently used goes";
  EXPECT_NE(answers.find("a"), nullptr);
  EXPECT_NE(answers.find("d"), nullptr);
  EXPECT_LE(answers.bytes(), 3u * 1024 + 600);

  const std::string large(std::size_t{10} * 1024, 'y');
  EXPECT_EQ(*answers.store("large", large, answers.stamp()), large);
  EXPECT_EQ(answers.size(), 1u) << "an answer over the whole budget stays alone";
  answers.store("e", kilobyte, answers.stamp());
  EXPECT_EQ(answers.find("large"), nullptr);
  EXPECT_NE(answers.find("e"), nullptr);

  versions.advance(Domain::catalog);
  EXPECT_EQ(answers.find("e"), nullptr);
  EXPECT_EQ(answers.bytes(), 0u) << "a change forgets the bytes with the entries";
}

TEST_F(CacheTest, StoringAKeyAgainReplacesIt) {
  keep("a");
  answers.store("a", "newer", answers.stamp());
  EXPECT_EQ(*answers.find("a"), "newer");
  EXPECT_EQ(answers.size(), 1u);
}

TEST_F(CacheTest, TargetedDropsTakeTheTaggedEntriesAndThoseThatDependOnEveryTag) {
  keep("list of 1 and 2", {1, 2});
  keep("festival 3", {3});
  keep("sorted by places", {Answers::kAnyTag});
  const auto before = answers.stamp();
  answers.drop_tagged({2});
  EXPECT_FALSE(kept("list of 1 and 2"));
  EXPECT_FALSE(kept("sorted by places"));
  EXPECT_TRUE(kept("festival 3")) << "an order for event 2 leaves event 3's page alone";
  answers.store("festival 2", "read before the drop", before, {2});
  EXPECT_FALSE(kept("festival 2")) << "computed before the drop: may show the old places";
}

TEST_F(CacheTest, SingleValueCachesServeSnapshots) {
  cache::Cache<std::monostate, int> snapshot("test_snapshot", versions, {Domain::catalog}, 1);
  int loads = 0;
  const auto load = [&] { return ++loads; };
  EXPECT_EQ(*snapshot.get({}, load), 1);
  EXPECT_EQ(*snapshot.get({}, load), 1);
  versions.advance(Domain::catalog);
  EXPECT_EQ(*snapshot.get({}, load), 2);
}

TEST(CacheBytes, ValuesThatSayTheirWeightAreBoundedByIt) {
  struct Page {
    std::size_t bytes = 0;
    std::size_t weight() const { return bytes; }
  };
  cache::Versions versions;
  cache::Cache<std::string, Page> pages{
      "test_pages", versions, {Domain::content}, 100, std::size_t{250} << 10};
  for (const auto* key : {"/a", "/b", "/c"})
    pages.store(key, Page{std::size_t{100} << 10}, pages.stamp());
  EXPECT_EQ(pages.size(), 2u) << "three pages of 100 KB do not fit in 250 KB";
  EXPECT_EQ(pages.find("/a"), nullptr);
  EXPECT_GE(pages.bytes(), 200u * 1024);
}

TEST_F(CacheTest, CountsItsHitsAndMissesForTheMetricsWhileItLives) {
  const auto mine = [] {
    for (const auto& s : cache::statistics_of_all()) {
      if (s.name == "test_answers") return std::optional(s);
    }
    return std::optional<cache::Statistics>();
  };
  keep("a");
  kept("a");
  kept("a");
  kept("b");
  const auto stats = mine();
  ASSERT_TRUE(stats);
  EXPECT_EQ(stats->entries, 1u);
  EXPECT_EQ(stats->hits, 2u);
  EXPECT_EQ(stats->misses, 1u);
  EXPECT_GT(stats->bytes, 0u);
  const auto listed = cache::statistics_of_all().size();
  {
    Answers other{"test_other", versions, {Domain::catalog}, 1};
    EXPECT_EQ(cache::statistics_of_all().size(), listed + 1);
  }
  EXPECT_EQ(cache::statistics_of_all().size(), listed) << "a cache destroyed is no longer listed";
}
