#include <gtest/gtest.h>

#include "bravo/booking.hpp"

namespace {

using platform::bravo::age_on;
using platform::bravo::age_problem;
using platform::bravo::individual_price;
using platform::bravo::may_move_to;
using platform::bravo::weekday_of;
using platform::bravo::years_text;

TEST(BravoBooking, AgeCountsFullYearsFromTheBirthday) {
  EXPECT_EQ(age_on("2018-03-14", "2026-03-13"), 7);
  EXPECT_EQ(age_on("2018-03-14", "2026-03-14"), 8);  // the birthday itself
  EXPECT_EQ(age_on("2018-03-14", "2026-12-31"), 8);
  EXPECT_EQ(age_on("2018-12-31", "2027-01-01"), 8);
  EXPECT_EQ(age_on("2026-05-01", "2026-06-01"), 0);
}

TEST(BravoBooking, LeapDayBirthdayIsTheFirstOfMarchInACommonYear) {
  EXPECT_EQ(age_on("2016-02-29", "2027-02-28"), 10);
  EXPECT_EQ(age_on("2016-02-29", "2027-03-01"), 11);
  EXPECT_EQ(age_on("2016-02-29", "2028-02-29"), 12);
}

TEST(BravoBooking, WeekdaysAreIsoNumbers) {
  EXPECT_EQ(weekday_of("2026-11-23"), 1);  // a Monday
  EXPECT_EQ(weekday_of("2026-11-24"), 2);
  EXPECT_EQ(weekday_of("2026-11-28"), 6);
  EXPECT_EQ(weekday_of("2026-11-29"), 7);
  EXPECT_EQ(weekday_of("2028-02-29"), 2);
}

TEST(BravoBooking, WeekdayDiscountFromElevenUntilBeforeTwo) {
  const auto at = [](const char* date, int hour, int minute) {
    return individual_price(3000, date, hour * 60 + minute);
  };
  EXPECT_EQ(at("2026-11-24", 12, 0).amount, 2400);  // Tuesday noon
  EXPECT_EQ(at("2026-11-24", 12, 0).discount_percent, 20);
  EXPECT_EQ(at("2026-11-24", 11, 0).amount, 2400);
  EXPECT_EQ(at("2026-11-24", 13, 59).amount, 2400);
  EXPECT_EQ(at("2026-11-24", 14, 0).amount, 3000);
  EXPECT_EQ(at("2026-11-24", 10, 59).amount, 3000);
  EXPECT_EQ(at("2026-11-24", 15, 0).discount_percent, 0);
  EXPECT_EQ(at("2026-11-27", 12, 0).amount, 2400);                    // Friday
  EXPECT_EQ(at("2026-11-28", 12, 0).amount, 3000);                    // Saturday
  EXPECT_EQ(at("2026-11-29", 12, 0).amount, 3000);                    // Sunday
  EXPECT_EQ(individual_price(2999, "2026-11-24", 720).amount, 2399);  // rounded down
}

TEST(BravoBooking, YearsAgreeWithTheNumber) {
  EXPECT_EQ(years_text(1), "1 год");
  EXPECT_EQ(years_text(3), "3 года");
  EXPECT_EQ(years_text(5), "5 лет");
  EXPECT_EQ(years_text(11), "11 лет");
  EXPECT_EQ(years_text(14), "14 лет");
  EXPECT_EQ(years_text(21), "21 год");
  EXPECT_EQ(years_text(22), "22 года");
}

TEST(BravoBooking, AgeProblemNamesTheRangeTheDateAndTheAge) {
  EXPECT_FALSE(age_problem("2018-03-14", "2026-03-14", 8, 17));
  EXPECT_EQ(age_problem("2018-03-15", "2026-03-14", 8, 17).value_or(""),
            "Группа для детей от 8 до 17 лет, а 14 марта 2026 ребёнку будет 7 лет");
  EXPECT_EQ(age_problem("2008-03-14", "2026-03-14", 7, 11).value_or(""),
            "Группа для детей от 7 до 11 лет, а 14 марта 2026 ребёнку будет 18 лет");
  EXPECT_EQ(age_problem("2025-12-01", "2026-03-14", 4, 6).value_or(""),
            "Группа для детей от 4 до 6 лет, а 14 марта 2026 ребёнку будет меньше года");
}

TEST(BravoBooking, StatusesMoveForwardOnly) {
  EXPECT_TRUE(may_move_to("new", "confirmed"));
  EXPECT_TRUE(may_move_to("new", "cancelled"));
  EXPECT_TRUE(may_move_to("confirmed", "cancelled"));
  EXPECT_FALSE(may_move_to("confirmed", "new"));
  EXPECT_FALSE(may_move_to("cancelled", "confirmed"));
  EXPECT_FALSE(may_move_to("new", "done"));
}

}  // namespace
