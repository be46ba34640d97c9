#include <gtest/gtest.h>

#include "bravo/pages.hpp"

namespace {

using platform::bravo::page_head;
using platform::bravo::page_paths;
using platform::bravo::PageKind;
using Kind = platform::site::PageRenderer::DynamicAnswer::Kind;

const std::string kProduct = "Территория творчества";
const std::string kBase = "https://bravo.example.ru";

// A dance school with a hip-hop class on Monday and Saturday, a musical school with a course
// and no classes, a teacher.
platform::bravo::Snapshot school() {
  platform::bravo::Snapshot s;
  s.schools = {{1, "shkola-tantsev", "Школа танцев", "K-pop и хип-хоп для детей от 4 лет", ""},
               {2, "shkola-musikla", "Школа мюзикла", "Вокал, актёрское мастерство и танец", ""}};
  platform::bravo::SchoolClass hip_hop;
  hip_hop.id = 10;
  hip_hop.school_id = 1;
  hip_hop.code = "hip-hop";
  hip_hop.name = "Хип-хоп";
  hip_hop.summary = "Грув, базовые шаги и первые связки";
  hip_hop.age_min = 7;
  hip_hop.age_max = 14;
  hip_hop.group_size = 14;
  hip_hop.price_month = 6400;
  hip_hop.price_visit = 950;
  hip_hop.price_individual = 2800;
  hip_hop.teacher_ids = {5};
  hip_hop.slots = {{100, 1, 1050, 1110, {}}, {101, 6, 750, 810, {}}, {102, 1, 1140, 1200, {}}};
  s.classes = {hip_hop};
  s.teachers = {{5,
                 "dmitriy-kim",
                 "Дмитрий Ким",
                 "Хореограф: k-pop и хип-хоп",
                 "Танцует с пятнадцати лет. Ставит номера для конкурсов.",
                 {}}};
  platform::bravo::Course course;
  course.id = 7;
  course.school_id = 2;
  course.code = "myuzikl-za-sezon";
  course.name = "Мюзикл за сезон";
  course.kind = "term";
  course.summary = "Спектакль-мюзикл с нуля";
  course.age_min = 8;
  course.age_max = 14;
  course.starts_on = "2027-01-11";
  course.ends_on = "2027-05-20";
  course.schedule = "вторник и четверг, 16:00-17:30";
  course.price = 7800;
  course.price_note = "в месяц";
  s.courses = {course};
  return s;
}

TEST(BravoPages, AClassPageIsNamedByItsSchoolWithAgesDaysAndPrices) {
  const auto a =
      page_head(school(), PageKind::school_class, {"shkola-tantsev", "hip-hop"}, kProduct, kBase);
  EXPECT_EQ(a.kind, Kind::page);
  EXPECT_EQ(a.title, "Школа танцев «Браво»: Хип-хоп — Территория творчества");
  EXPECT_EQ(
      a.description,
      "Грув, базовые шаги и первые связки. "
      "Для детей от 7 до 14 лет, группа до 14 человек, "
      "занятия по понедельникам и субботам. "
      "Абонемент — 6 400 ₽ в месяц, разовое занятие — 950 ₽.");
  EXPECT_EQ(a.head,
            "<link rel=\"canonical\" href=\"https://bravo.example.ru/shkola-tantsev/hip-hop/\">");
}

TEST(BravoPages, ASchoolPageNamesItsClassesOrItsCourses) {
  const auto dance = page_head(school(), PageKind::school, {"shkola-tantsev"}, kProduct, kBase);
  EXPECT_EQ(dance.title, "Школа танцев театра-студии «Браво» — Территория творчества");
  EXPECT_EQ(dance.description,
            "K-pop и хип-хоп для детей от 4 лет. Занятия: Хип-хоп. Расписание, цены и запись на "
            "пробное занятие.");
  const auto musical = page_head(school(), PageKind::school, {"shkola-musikla"}, kProduct, kBase);
  EXPECT_NE(musical.description.find("Курсы: Мюзикл за сезон."), std::string::npos);
}

TEST(BravoPages, ACoursePageHasItsDatesInWordsAndItsPrice) {
  const auto a = page_head(school(), PageKind::course, {"myuzikl-za-sezon"}, kProduct, kBase);
  EXPECT_EQ(a.title, "Курсы «Браво»: Мюзикл за сезон — Территория творчества");
  EXPECT_EQ(a.description,
            "Спектакль-мюзикл с нуля. Для детей от 8 до 14 лет, с 11 января 2027 по 20 мая 2027, "
            "вторник и четверг, 16:00-17:30. 7 800 ₽ в месяц.");
  EXPECT_NE(a.head.find("/kursy/myuzikl-za-sezon/"), std::string::npos);
}

TEST(BravoPages, ATeacherPageHasTheRoleAndTheBiosFirstSentence) {
  const auto a = page_head(school(), PageKind::teacher, {"dmitriy-kim"}, kProduct, kBase);
  EXPECT_EQ(a.title, "Педагоги «Браво»: Дмитрий Ким — Территория творчества");
  EXPECT_EQ(a.description,
            "Хореограф: k-pop и хип-хоп театра-студии «Браво». Танцует с пятнадцати лет.");
  EXPECT_NE(a.head.find("/pedagogi/dmitriy-kim/"), std::string::npos);
}

TEST(BravoPages, AnUnknownCodeOrAClassUnderAnotherSchoolIsNotFound) {
  const auto s = school();
  EXPECT_EQ(page_head(s, PageKind::school, {"net-takoy"}, kProduct, kBase).kind, Kind::not_found);
  EXPECT_EQ(
      page_head(s, PageKind::school_class, {"shkola-musikla", "hip-hop"}, kProduct, kBase).kind,
      Kind::not_found);
  EXPECT_EQ(page_head(s, PageKind::school_class, {"shkola-tantsev"}, kProduct, kBase).kind,
            Kind::not_found);
  EXPECT_EQ(page_head(s, PageKind::course, {"hip-hop"}, kProduct, kBase).kind, Kind::not_found);
  EXPECT_EQ(page_head(s, PageKind::teacher, {"shkola-tantsev"}, kProduct, kBase).kind,
            Kind::not_found);
}

TEST(BravoPages, TheSitemapListsEverySchoolClassCourseAndTeacher) {
  EXPECT_EQ(
      page_paths(school()),
      (std::vector<std::string>{"/shkola-tantsev/", "/shkola-tantsev/hip-hop/", "/shkola-musikla/",
                                "/kursy/myuzikl-za-sezon/", "/pedagogi/dmitriy-kim/"}));
}

}  // namespace
