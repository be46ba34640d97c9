// The festival lists' event index (decision 0036): the lists it finds in memory are the lists the
// SQL finds, on small hand-made catalogues and on the demo catalogue with generated events.
#include "catalog/event_index.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <set>

#include "catalog/bench_seed.hpp"
#include "catalog/dates.hpp"
#include "catalog/repository.hpp"
#include "catalog/search_text.hpp"
#include "catalog/text_index.hpp"
#include "db/database.hpp"
#include "db/migrations.hpp"
#include "seed/demo.hpp"

using namespace platform;
using catalog::EventIndex;
using catalog::EventIndexRows;
using catalog::ListQuery;

namespace {

EventIndexRows::Event event(long long id, const char* start, const char* end, long long price = 0,
                            std::optional<long long> city = std::nullopt,
                            const char* type = "festival") {
  return {id, type, city, start, end, price};
}

std::vector<long long> ids_of(const EventIndex& index, const ListQuery& q,
                              const std::string& today = "2026-06-01") {
  return index.find(q, today).ids;
}

}  // namespace

TEST(EventIndex, ListsWhatEndsFromTheDayOnAndStartsUpToTheLastDay) {
  EventIndexRows rows;
  rows.events = {event(1, "2026-05-01", "2026-05-31"),   // over before the day
                 event(2, "2026-05-20", "2026-06-01"),   // ends on the day
                 event(3, "2026-01-01", "2026-12-31"),   // long, started months before
                 event(4, "2026-06-01", "2026-06-02"),   // starts on the day
                 event(5, "2026-07-01", "2026-07-03")};  // later
  std::sort(rows.events.begin(), rows.events.end(),
            [](const auto& a, const auto& b) { return a.date_start < b.date_start; });
  const EventIndex index(rows);
  EXPECT_EQ(ids_of(index, {}), (std::vector<long long>{3, 2, 4, 5}));
  ListQuery until;
  until.date_max = "2026-06-30";
  EXPECT_EQ(ids_of(index, until), (std::vector<long long>{3, 2, 4}));
  ListQuery from;
  from.date_min = "2026-07-02";
  EXPECT_EQ(ids_of(index, from), (std::vector<long long>{3, 5}));
  EXPECT_EQ(index.find(from, "2026-06-01").total, 2);
}

TEST(EventIndex, FiltersAddUpTypesAreAnyOfAndUnknownValuesFindNothing) {
  EventIndexRows rows;
  rows.events = {event(1, "2026-07-01", "2026-07-02", 0, 10, "festival"),
                 event(2, "2026-07-02", "2026-07-03", 0, 10, "contest"),
                 event(3, "2026-07-03", "2026-07-04", 0, 20, "casting"),
                 event(4, "2026-07-04", "2026-07-05", 0, std::nullopt, "festival")};
  rows.tags = {{1, 100}, {2, 100}, {2, 200}, {3, 200}, {99, 100}};  // 99: not published
  rows.creative_types = {{1, 7}, {2, 7}, {4, 7}};
  rows.age_categories = {{3, 5}};
  const EventIndex index(rows);
  ListQuery q;
  q.city_id = 10;
  EXPECT_EQ(ids_of(index, q), (std::vector<long long>{1, 2}));
  q.tag_ids = {100, 200};
  EXPECT_EQ(ids_of(index, q), (std::vector<long long>{2}));
  ListQuery types;
  types.types = {"festival", "casting"};
  EXPECT_EQ(ids_of(index, types), (std::vector<long long>{1, 3, 4}));
  types.creative_type_id = 7;
  EXPECT_EQ(ids_of(index, types), (std::vector<long long>{1, 4}));
  ListQuery ages;
  ages.age_category_id = 5;
  EXPECT_EQ(ids_of(index, ages), (std::vector<long long>{3}));
  for (const ListQuery& unknown : {ListQuery{.city_id = 11}, ListQuery{.creative_type_id = 8},
                                   ListQuery{.tag_ids = {300}}, ListQuery{.types = {"forum"}}}) {
    EXPECT_EQ(index.find(unknown, "2026-06-01").total, 0);
  }
}

TEST(EventIndex, RelatedEventsShareACreativeTypeAndHaveNotEndedInDateOrder) {
  EventIndexRows rows;
  rows.events = {event(1, "2026-05-01", "2026-05-31"),  // over before today
                 event(2, "2026-05-20", "2026-06-01"),  // ends today
                 event(3, "2026-06-02", "2026-06-03"),  // the festival itself
                 event(4, "2026-06-04", "2026-06-05"),  // another creative type only
                 event(5, "2026-06-06", "2026-06-07"), event(6, "2026-06-08", "2026-06-09"),
                 event(7, "2026-06-10", "2026-06-11")};
  rows.creative_types = {{1, 7}, {2, 7}, {3, 7}, {3, 8}, {4, 9}, {5, 8}, {6, 7}, {7, 7}};
  const EventIndex index(rows);
  EXPECT_EQ(index.related({7, 8}, 3, "2026-06-01", 3), (std::vector<long long>{2, 5, 6}));
  EXPECT_EQ(index.related({9}, 3, "2026-06-01", 4), (std::vector<long long>{4}));
  EXPECT_TRUE(index.related({}, 3, "2026-06-01", 4).empty());
  EXPECT_TRUE(index.related({42}, 3, "2026-06-01", 4).empty()) << "an unknown type";
}

TEST(EventIndex, PagesAcrossManyWordsInDateOrderAndInPriceOrder) {
  EventIndexRows rows;
  for (long long id = 1; id <= 500; ++id) {
    // Two events a day; prices repeat every 7 events, so ties are ordered by date, then id.
    const std::string day = catalog::add_days("2026-07-01", static_cast<int>((id - 1) / 2));
    rows.events.push_back(event(id, day.c_str(), day.c_str(), (id * 5) % 7));
    if (id % 3 == 0) rows.tags.emplace_back(id, 1);
  }
  const EventIndex index(rows);
  ListQuery q;
  q.tag_ids = {1};
  q.per_page = 12;
  q.page = 9;
  const auto found = index.find(q, "2026-06-01");
  EXPECT_EQ(found.total, 166);
  ASSERT_EQ(found.ids.size(), 12u);
  EXPECT_EQ(found.ids.front(), 3 * (8 * 12 + 1));
  q.page = 14;  // the last page: 166 - 13 * 12 = 10 events
  EXPECT_EQ(index.find(q, "2026-06-01").ids.size(), 10u);
  q.page = 15;
  EXPECT_TRUE(index.find(q, "2026-06-01").ids.empty());

  ListQuery cheap;
  cheap.sort = "price";
  cheap.per_page = 4;
  const auto by_price = ids_of(index, cheap);
  // Price 0: ids 7, 14, 21... (id * 5 % 7 == 0), in date order.
  EXPECT_EQ(by_price, (std::vector<long long>{7, 14, 21, 28}));
}

TEST(EventIndex, AnswersListsNotSortedByPlaces) {
  EXPECT_TRUE(EventIndex::answers(ListQuery{}));
  EXPECT_TRUE(EventIndex::answers(ListQuery{.sort = "price"}));
  EXPECT_TRUE(EventIndex::answers(ListQuery{.search = "вокал"}));
  EXPECT_FALSE(EventIndex::answers(ListQuery{.sort = "places"}));
}

TEST(TextIndex, EveryTermMustMatchLongTermsAsPrefixesAndNamesRankFirst) {
  const std::unordered_map<long long, std::size_t> position_of{{10, 0}, {11, 1}, {12, 2}};
  catalog::TextIndex::Builder builder(position_of, 3);
  builder.add({10, "звездн пут", "фестивал москв", "вокальн конкурс"});
  builder.add({11, "вокал лет", "конкурс", "хор"});
  builder.add({12, "хореограф", "фестивал", "танц вокал"});
  const catalog::TextIndex index = std::move(builder).build();
  const auto ranked = [&](const char* text) {
    return index.ranked(catalog::query_terms(text), 10).positions;
  };
  // «вокал» (5 letters) is a prefix: вокальн and вокал; the name match ranks first.
  EXPECT_EQ(ranked("вокал"), (std::vector<std::uint32_t>{1, 0, 2}));
  // Both words: the name and the labels (14) before the description twice (2).
  EXPECT_EQ(ranked("вокал конкурс"), (std::vector<std::uint32_t>{1, 0}));
  // «хор» (3 letters) matches only itself, not «хореограф».
  EXPECT_EQ(ranked("хор"), (std::vector<std::uint32_t>{1}));
  EXPECT_TRUE(ranked("цирк").empty());
  EXPECT_EQ(index.ranked(catalog::query_terms("вокал"), 1).total, 3);
  EXPECT_EQ(index.ranked(catalog::query_terms("вокал"), 1).positions.size(), 1u);
  EXPECT_EQ(index.matching(catalog::query_terms("фестиваль")), (std::vector<std::uint64_t>{0b101}));
}

TEST(EventIndex, RefusesEventsOutOfDateOrder) {
  EventIndexRows rows;
  rows.events = {event(2, "2026-07-02", "2026-07-02"), event(1, "2026-07-01", "2026-07-01")};
  EXPECT_THROW(EventIndex{rows}, std::invalid_argument);
}

// The demo catalogue and 1 500 generated events: every list the index answers, over a grid of
// filters, pages and both orders, is the SQL list (CatalogRepository::list), total and order.
TEST(EventIndex, FindsWhatTheSqlFindsOnTheDemoCatalogue) {
  const auto path = std::filesystem::temp_directory_path() /
                    ("platform-event-index-" + std::to_string(::getpid()) + ".db");
  std::filesystem::remove(path);
  {
    db::Database database("sqlite:" + path.string(), 1);
    db::migrate(database);
    seed::load_demo(database);
    catalog::seed_bench(database, 1500);
    catalog::CatalogRepository repository(database);
    const EventIndex index(repository.index_rows(),
                           [&repository](const auto& visit) { repository.each_text(visit); });
    const auto handbooks = repository.handbooks();
    const std::string today = catalog::today_utc();

    std::vector<ListQuery> queries{{}, {.types = {"festival", "contest"}}};
    for (const auto& city : handbooks.cities) queries.push_back({.city_id = city.id});
    for (const auto& type : handbooks.creative_types) {
      queries.push_back({.creative_type_id = type.id});
      queries.push_back({.city_id = handbooks.cities.front().id, .creative_type_id = type.id});
    }
    for (const auto& age : handbooks.age_categories) queries.push_back({.age_category_id = age.id});
    for (std::size_t i = 0; i < handbooks.tags.size(); ++i) {
      queries.push_back({.tag_ids = {handbooks.tags[i].id}});
      if (i + 1 < handbooks.tags.size()) {
        queries.push_back({.tag_ids = {handbooks.tags[i].id, handbooks.tags[i + 1].id}});
      }
    }
    queries.push_back(
        {.date_min = catalog::add_days(today, 30), .date_max = catalog::add_days(today, 90)});
    queries.push_back({.date_min = catalog::add_days(today, -400)});
    queries.push_back({.city_id = 999999});

    // Searched lists, alone and with filters: words of the demo's names, long (prefixes) and short.
    for (const char* text : {"вокальный конкурс", "цирк", "казань", "хор", "танцы",
                             "звёздного пути", "фестиваль", "и в на", "кастинг"}) {
      queries.push_back({.search = text});
      queries.push_back({.tag_ids = {handbooks.tags.front().id}, .search = text});
      queries.push_back({.city_id = handbooks.cities.front().id, .search = text});
    }

    int compared = 0;
    for (const auto& base : queries) {
      for (const char* sort : {"date", "price"}) {
        for (const int page : {1, 2, 7}) {
          ListQuery q = base;
          q.sort = sort;
          q.page = page;
          const auto [total, cards] = repository.list(q, today);
          const auto found = index.find(q, today);
          std::vector<long long> sql_ids;
          for (const auto& card : cards) sql_ids.push_back(card.id);
          ASSERT_EQ(found.total, total) << "query " << compared;
          ASSERT_EQ(found.ids, sql_ids) << "query " << compared;
          ++compared;
        }
      }
    }
    EXPECT_GT(compared, 100);

    // The search finds what the SQL list with the same text finds, and counts it.
    for (const char* text : {"вокальный конкурс", "цирк", "казань", "хор", "танцы", "фестиваль",
                             "зимние сказки", "кемп", "конкурс", "москва"}) {
      ListQuery all{.date_min = "1970-01-01", .search = text, .per_page = 100000};
      const auto [total, cards] = repository.list(all, today);
      std::set<long long> sql_ids;
      for (const auto& card : cards) sql_ids.insert(card.id);
      const auto found = index.search(catalog::query_terms(text), 1, 100000);
      EXPECT_EQ(found.total, total) << text;
      EXPECT_EQ(std::set<long long>(found.ids.begin(), found.ids.end()), sql_ids) << text;
      const auto page = index.search(catalog::query_terms(text), 2, 3);
      if (found.ids.size() >= 6) {
        EXPECT_EQ(page.ids, std::vector<long long>(found.ids.begin() + 3, found.ids.begin() + 6));
      }
    }
  }
  std::filesystem::remove(path);
}
