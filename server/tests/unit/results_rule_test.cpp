#include <gtest/gtest.h>

#include "results/rule.hpp"

namespace platform::results {
namespace {

const std::vector<std::string> kCriteria = {"mastery", "image", "stage"};

Scored scored(std::string group, std::map<long long, std::map<std::string, int>> scores) {
  return Scored{std::move(group), std::move(scores)};
}

TEST(ResultsRule, AverageIsTheMeanOfEachCompleteJurorsMean) {
  const auto p = scored("vocal", {{1, {{"mastery", 9}, {"image", 9}, {"stage", 9}}},
                                  {2, {{"mastery", 10}, {"image", 7}, {"stage", 7}}},
                                  // An incomplete juror does not count.
                                  {3, {{"mastery", 1}}}});
  EXPECT_DOUBLE_EQ(*average(p, kCriteria), 8.5);
  EXPECT_FALSE(average(scored("vocal", {{3, {{"mastery", 1}}}}), kCriteria));
  EXPECT_FALSE(average(scored("vocal", {}), kCriteria));
}

TEST(ResultsRule, ThresholdsGiveTheTitles) {
  const Thresholds rule;
  auto uniform = [](int v) {
    return scored("g" + std::to_string(v), {{1, {{"mastery", v}, {"image", v}, {"stage", v}}}});
  };
  const auto got = titles(
      {uniform(10), uniform(9), uniform(8), uniform(7), uniform(6), uniform(5), scored("none", {})},
      kCriteria, rule);
  EXPECT_EQ(got, (std::vector<std::string>{kGrandPrix, kLaureate1, kLaureate2, kLaureate3,
                                           kDiplomant, kParticipant, ""}));
}

TEST(ResultsRule, OneGrandPrixPerGroupAndNoneOnATie) {
  const Thresholds rule;
  auto at = [](std::string group, int a, int b, int c) {
    return scored(std::move(group), {{1, {{"mastery", a}, {"image", b}, {"stage", c}}}});
  };
  // Group A: 10.00 beats 9.67 (both above 9.5): one Гран-при, the other Лауреат I степени.
  // Group B: two 10.00: a tie, no Гран-при.
  const auto got =
      titles({at("A", 10, 10, 10), at("A", 10, 10, 9), at("B", 10, 10, 10), at("B", 10, 10, 10)},
             kCriteria, rule);
  EXPECT_EQ(got, (std::vector<std::string>{kGrandPrix, kLaureate1, kLaureate1, kLaureate1}));
}

TEST(ResultsRule, TheShownHundredthsDecide) {
  Thresholds rule;
  rule.laureate_1 = 8.67;
  // 26 / 3 = 8.6666...: shown as 8.67, so it reaches 8.67.
  const auto got =
      titles({scored("A", {{1, {{"mastery", 9}, {"image", 9}, {"stage", 8}}}})}, kCriteria, rule);
  EXPECT_EQ(got.front(), kLaureate1);
}

TEST(ResultsRule, KnowsTheSixTitles) {
  EXPECT_TRUE(is_title("Гран-при"));
  EXPECT_TRUE(is_title("Участник"));
  EXPECT_FALSE(is_title("Победитель"));
  EXPECT_FALSE(is_title(""));
}

}  // namespace
}  // namespace platform::results
