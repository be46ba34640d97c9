// The results' small rules (decision 0045): the rule over an event's performances as the service
// runs it (only the assigned jurors count, the override wins, one Гран-при per nomination and age
// category), dates as a diploma prints them, diploma codes.
#include <gtest/gtest.h>

#include <set>

#include "results/model.hpp"

namespace platform::results {
namespace {

Performance performance(long long id, std::string nomination, std::optional<long long> age) {
  Performance p;
  p.id = id;
  p.nomination = std::move(nomination);
  p.age_category_id = age;
  return p;
}

// The four default criteria scored `v` each by `juror`.
void all(std::vector<Score>& scores, long long performance, long long juror, int v) {
  for (const auto& c : default_scoring(1).criteria)
    scores.push_back({performance, juror, c.code, v});
}

TEST(ResultsModel, ComputeCountsTheAssignedJurorsOnly) {
  const auto scoring = default_scoring(1);
  std::vector<Performance> ps = {performance(1, "Соло", 2)};
  std::vector<Score> scores;
  all(scores, 1, 10, 9);
  all(scores, 1, 11, 7);
  // Juror 12 was removed from the event: their zeros do not count.
  all(scores, 1, 12, 0);
  const auto got = compute(ps, scores, {10, 11}, scoring);
  ASSERT_EQ(got.size(), 1u);
  EXPECT_DOUBLE_EQ(*got[0].average, 8.0);
  EXPECT_EQ(got[0].computed_title, kLaureate2);
  EXPECT_EQ(got[0].title, kLaureate2);
}

TEST(ResultsModel, GroupsAreNominationAndAgeCategoryAndTheOverrideWins) {
  const auto scoring = default_scoring(1);
  std::vector<Performance> ps = {performance(1, "Соло", 2), performance(2, "Соло", 3),
                                 performance(3, "Соло", 2), performance(4, "Ансамбль", 2)};
  ps[2].title_override = kGrandPrix;
  std::vector<Score> scores;
  all(scores, 1, 10, 10);
  all(scores, 2, 10, 10);  // another age category: its own Гран-при
  all(scores, 3, 10, 6);   // overridden
  // Performance 4 is not scored: no title.
  const auto got = compute(ps, scores, {10}, scoring);
  EXPECT_EQ(got[0].title, kGrandPrix);
  EXPECT_EQ(got[1].title, kGrandPrix);
  EXPECT_EQ(got[2].computed_title, kDiplomant);
  EXPECT_EQ(got[2].title, kGrandPrix);
  EXPECT_FALSE(got[3].average);
  EXPECT_EQ(got[3].title, "");
}

TEST(ResultsModel, DatesAsADiplomaPrintsThem) {
  EXPECT_EQ(dates_text("2027-03-12", "2027-03-15"), "12–15 марта 2027");
  EXPECT_EQ(dates_text("2027-03-30", "2027-04-02"), "30 марта – 2 апреля 2027");
  EXPECT_EQ(dates_text("2026-12-28", "2027-01-03"), "28 декабря 2026 – 3 января 2027");
  EXPECT_EQ(dates_text("2027-03-12", "2027-03-12"), "12 марта 2027");
  EXPECT_EQ(dates_text("нет", "2027-03-12"), "");
}

TEST(ResultsModel, DiplomaCodesAreTenUnambiguousCharacters) {
  std::set<std::string> seen;
  for (int i = 0; i < 200; ++i) {
    const auto code = new_diploma_code();
    ASSERT_EQ(code.size(), kDiplomaCodeLength);
    EXPECT_EQ(code.find_first_of("01ILO"), std::string::npos) << code;
    EXPECT_EQ(normalize_diploma_code(code), code);
    seen.insert(code);
  }
  EXPECT_EQ(seen.size(), 200u);
  EXPECT_EQ(normalize_diploma_code("d7k2q9xahm"), "D7K2Q9XAHM");
  EXPECT_EQ(normalize_diploma_code("D7K2Q9XAH"), "");
  EXPECT_EQ(normalize_diploma_code("D7K2Q9XAH0"), "");
  EXPECT_EQ(normalize_diploma_code("Д7K2Q9XAH"), "");
}

TEST(ResultsModel, TheAuthorIsTheFirstNameAndTheLastInitial) {
  Review r;
  r.user.first_name = "Мария";
  r.user.last_name = "Волкова";
  EXPECT_EQ(r.author(), "Мария В.");
  r.user.last_name = "";
  EXPECT_EQ(r.author(), "Мария");
}

}  // namespace
}  // namespace platform::results
