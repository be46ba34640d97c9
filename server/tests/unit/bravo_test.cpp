#include <gtest/gtest.h>

#include "bravo/model.hpp"

namespace {

using platform::bravo::ClassQuery;
using platform::bravo::find_classes;
using platform::bravo::SchoolClass;
using platform::bravo::Snapshot;

// Two schools: a vocal class for 6-17 on Monday and Saturday, a dance group for 4-6 on Saturday.
Snapshot two_schools() {
  Snapshot s;
  s.schools = {{1, "shkola-vokala", "Школа вокала", "", ""},
               {2, "shkola-tantsev", "Школа танцев", "", ""}};
  SchoolClass vocal;
  vocal.id = 10;
  vocal.school_id = 1;
  vocal.code = "estradnyy-vokal";
  vocal.age_min = 6;
  vocal.age_max = 17;
  vocal.slots = {{100, 1, 960, 1020, {}}, {101, 6, 660, 720, {}}};
  SchoolClass dance;
  dance.id = 20;
  dance.school_id = 2;
  dance.code = "podgotovitelnaya-gruppa";
  dance.age_min = 4;
  dance.age_max = 6;
  dance.slots = {{200, 6, 675, 720, {}}};
  s.classes = {vocal, dance};
  return s;
}

TEST(BravoFinder, AgeKeepsTheClassesWhoseRangeHoldsItEndsIncluded) {
  const auto s = two_schools();
  EXPECT_EQ(find_classes(s, ClassQuery{.age = 6}).size(), 2u);
  EXPECT_EQ(find_classes(s, ClassQuery{.age = 7}).size(), 1u);
  EXPECT_EQ(find_classes(s, ClassQuery{.age = 3}).size(), 0u);
}

TEST(BravoFinder, AWeekdayKeepsOnlyThatDaysLessons) {
  const auto s = two_schools();
  const auto monday = find_classes(s, ClassQuery{.weekday = 1});
  ASSERT_EQ(monday.size(), 1u);
  ASSERT_EQ(monday[0].slots.size(), 1u);
  EXPECT_EQ(monday[0].slots[0].id, 100);
  const auto saturday_for_7 = find_classes(s, ClassQuery{.age = 7, .weekday = 6});
  ASSERT_EQ(saturday_for_7.size(), 1u);
  EXPECT_EQ(saturday_for_7[0].code, "estradnyy-vokal");
  EXPECT_EQ(saturday_for_7[0].slots[0].id, 101);
}

TEST(BravoFinder, ASchoolKeepsItsClassesAndAnUnknownOneNone) {
  const auto s = two_schools();
  EXPECT_EQ(find_classes(s, ClassQuery{.school = "shkola-tantsev"}).size(), 1u);
  EXPECT_TRUE(find_classes(s, ClassQuery{.school = "net-takoy"}).empty());
}

TEST(BravoTime, MinutesReadAsHoursAndMinutes) {
  EXPECT_EQ(platform::bravo::time_of_day(0), "00:00");
  EXPECT_EQ(platform::bravo::time_of_day(11 * 60 + 5), "11:05");
  EXPECT_EQ(platform::bravo::time_of_day(20 * 60), "20:00");
}

}  // namespace
