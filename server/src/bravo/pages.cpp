#include "bravo/pages.hpp"

#include <array>
#include <set>

#include "catalog/dates.hpp"
#include "core/concat.hpp"
#include "core/formats.hpp"
#include "site/head.hpp"

namespace platform::bravo {

namespace {

using PageAnswer = site::PageRenderer::DynamicAnswer;

PageAnswer page_not_found() {
  PageAnswer a;
  a.kind = PageAnswer::Kind::not_found;
  return a;
}

std::string joined_names(const std::vector<std::string>& names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) out += core::concat(i > 0 ? ", " : "", names[i]);
  return out;
}

// "по понедельникам, средам и субботам": the days of a class's weekly lessons.
std::string lesson_days(const SchoolClass& c) {
  static constexpr std::array<const char*, 7> kDays = {
      "понедельникам", "вторникам", "средам", "четвергам", "пятницам", "субботам", "воскресеньям"};
  std::set<int> days;
  for (const auto& slot : c.slots) {
    if (slot.weekday >= 1 && slot.weekday <= 7) days.insert(slot.weekday);
  }
  std::string out = "по ";
  std::size_t i = 0;
  for (const int day : days) {
    if (i > 0) out += i + 1 == days.size() ? " и " : ", ";
    out += kDays[static_cast<std::size_t>(day - 1)];
    ++i;
  }
  return out;
}

// A text's first sentence (to its first ". "), or the whole text.
std::string first_sentence(const std::string& text) {
  const auto end = text.find(". ");
  return end == std::string::npos ? text : text.substr(0, end + 1);
}

std::string date_words(const std::string& date) {
  return catalog::is_date(date) ? catalog::day_in_words(date) : date;
}

PageAnswer school_head(const Snapshot& s, const School& school, const std::string& product) {
  std::vector<std::string> classes, courses;
  for (const auto& c : s.classes) {
    if (c.school_id == school.id) classes.push_back(c.name);
  }
  for (const auto& c : s.courses) {
    if (c.school_id == school.id) courses.push_back(c.name);
  }
  PageAnswer a;
  a.title = core::concat(school.name, " театра-студии «Браво» — ", product);
  a.description = core::concat(school.summary, ". ");
  if (!classes.empty()) a.description += core::concat("Занятия: ", joined_names(classes), ". ");
  if (!courses.empty()) a.description += core::concat("Курсы: ", joined_names(courses), ". ");
  a.description += "Расписание, цены и запись на пробное занятие.";
  return a;
}

PageAnswer class_head(const School& school, const SchoolClass& c, const std::string& product) {
  PageAnswer a;
  a.title = core::concat(school.name, " «Браво»: ", c.name, " — ", product);
  a.description = core::concat(c.summary, ". Для детей от ", std::to_string(c.age_min), " до ",
                               std::to_string(c.age_max), " лет, группа до ",
                               std::to_string(c.group_size), " человек");
  if (!c.slots.empty()) a.description += core::concat(", занятия ", lesson_days(c));
  a.description += core::concat(". Абонемент — ", core::rubles(c.price_month),
                                " в месяц, разовое занятие — ", core::rubles(c.price_visit), ".");
  return a;
}

PageAnswer course_head(const Course& c, const std::string& product) {
  PageAnswer a;
  a.title = core::concat("Курсы «Браво»: ", c.name, " — ", product);
  a.description = core::concat(c.summary, ". Для детей от ", std::to_string(c.age_min), " до ",
                               std::to_string(c.age_max), " лет, с ", date_words(c.starts_on),
                               " по ", date_words(c.ends_on), ", ", c.schedule, ". ",
                               core::rubles(c.price), " ", c.price_note, ".");
  return a;
}

PageAnswer teacher_head(const Teacher& t, const std::string& product) {
  PageAnswer a;
  a.title = core::concat("Педагоги «Браво»: ", t.name, " — ", product);
  a.description = core::concat(t.role, " театра-студии «Браво». ", first_sentence(t.bio));
  return a;
}

}  // namespace

PageAnswer page_head(const Snapshot& snapshot, PageKind kind,
                     const std::vector<std::string>& params, const std::string& product,
                     const std::string& base_url) {
  PageAnswer a;
  std::string path;
  switch (kind) {
    case PageKind::school: {
      const School* school = params.size() == 1 ? snapshot.school(params[0]) : nullptr;
      if (!school) return page_not_found();
      a = school_head(snapshot, *school, product);
      path = core::concat("/", school->code, "/");
      break;
    }
    case PageKind::school_class: {
      const School* school = params.size() == 2 ? snapshot.school(params[0]) : nullptr;
      const SchoolClass* c = school ? snapshot.school_class(school->id, params[1]) : nullptr;
      if (!c) return page_not_found();
      a = class_head(*school, *c, product);
      path = core::concat("/", school->code, "/", c->code, "/");
      break;
    }
    case PageKind::course: {
      const Course* course = params.size() == 1 ? snapshot.course(params[0]) : nullptr;
      if (!course) return page_not_found();
      a = course_head(*course, product);
      path = core::concat(kCoursePrefix, course->code, "/");
      break;
    }
    case PageKind::teacher: {
      const Teacher* teacher = params.size() == 1 ? snapshot.teacher(params[0]) : nullptr;
      if (!teacher) return page_not_found();
      a = teacher_head(*teacher, product);
      path = core::concat(kTeacherPrefix, teacher->code, "/");
      break;
    }
  }
  a.head = site::canonical_link(base_url + path);
  return a;
}

std::vector<std::string> page_paths(const Snapshot& snapshot) {
  std::vector<std::string> paths;
  for (const auto& school : snapshot.schools) {
    paths.push_back(core::concat("/", school.code, "/"));
    for (const auto& c : snapshot.classes) {
      if (c.school_id == school.id)
        paths.push_back(core::concat("/", school.code, "/", c.code, "/"));
    }
  }
  for (const auto& c : snapshot.courses) paths.push_back(core::concat(kCoursePrefix, c.code, "/"));
  for (const auto& t : snapshot.teachers)
    paths.push_back(core::concat(kTeacherPrefix, t.code, "/"));
  return paths;
}

void add_pages(site::PageRenderer& pages, BravoCatalog& catalog, site::SitemapSources& sitemap) {
  const std::string product = pages.manifest().product();
  const auto add = [&pages, &catalog, &product](const char* route, PageKind kind) {
    pages.add_dynamic(
        route, [&catalog, product, kind](const http::Request& request, const site::PageRoute&,
                                         const std::vector<std::string>& params) {
          return page_head(*catalog.snapshot(), kind, params, product, site::base_url_of(request));
        });
  };
  add(kSchoolRoute, PageKind::school);
  add(kClassRoute, PageKind::school_class);
  add(kCourseRoute, PageKind::course);
  add(kTeacherRoute, PageKind::teacher);
  sitemap.sources.emplace_back([&catalog](const std::string& area, auto& paths) {
    if (area != "bravo") return;
    for (auto& path : page_paths(*catalog.snapshot())) paths.push_back(std::move(path));
  });
}

}  // namespace platform::bravo
