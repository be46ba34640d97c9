// Venue rental's pure rules (decision 0040): the price of hours, the flow of a request's status,
// the days of a month, and a day as a letter writes it.
#include <gtest/gtest.h>

#include "arenda/model.hpp"
#include "arenda/service.hpp"
#include "catalog/dates.hpp"

using namespace platform;

TEST(Arenda, PricesHoursNeverAboveTheDay) {
  EXPECT_EQ(arenda::price_of(6500, 48000, 4), 26000);
  EXPECT_EQ(arenda::price_of(18000, 150000, 12), 150000);
  EXPECT_EQ(arenda::price_of(18000, std::nullopt, 12), 216000);
  EXPECT_EQ(arenda::price_of(2500, 0, 3), 7500);  // no day price given
}

TEST(Arenda, MovesARequestOnlyAlongItsFlow) {
  EXPECT_TRUE(arenda::may_move("new", "confirmed"));
  EXPECT_TRUE(arenda::may_move("new", "declined"));
  EXPECT_TRUE(arenda::may_move("confirmed", "cancelled"));
  EXPECT_FALSE(arenda::may_move("new", "cancelled"));
  EXPECT_FALSE(arenda::may_move("declined", "confirmed"));
  EXPECT_FALSE(arenda::may_move("cancelled", "confirmed"));
  EXPECT_EQ(arenda::status_name("confirmed"), "Подтверждена");
  EXPECT_EQ(arenda::status_name("lost"), "");
}

TEST(Arenda, ReadsAMonthAsItsFirstAndLastDay) {
  EXPECT_EQ(arenda::month_days("2026-12"),
            (std::pair<std::string, std::string>{"2026-12-01", "2026-12-31"}));
  EXPECT_EQ(arenda::month_days("2028-02")->second, "2028-02-29");
  EXPECT_EQ(arenda::month_days("2026-13"), std::nullopt);
  EXPECT_EQ(arenda::month_days("декабрь"), std::nullopt);
  EXPECT_EQ(arenda::month_days("2026-1"), std::nullopt);
}

TEST(Arenda, WritesADayInWords) {
  EXPECT_EQ(catalog::day_in_words("2026-12-08"), "8 декабря 2026");
  EXPECT_EQ(catalog::day_in_words("2027-01-31"), "31 января 2027");
}
