#include "bravo/routes.hpp"

#include <algorithm>
#include <boost/json.hpp>
#include <charconv>

#include "core/concat.hpp"
#include "core/errors.hpp"
#include "core/json_null.hpp"
#include "core/validation.hpp"

namespace platform::bravo {
namespace json = boost::json;
using auth::Access;
using auth::Principal;
using http::Verb;

namespace {

json::object school_ref(const School& s) {
  return {{"code", s.code}, {"name", s.name}};
}

json::object teacher_ref(const Teacher& t) {
  return {{"code", t.code}, {"name", t.name}, {"role", t.role}, {"photo", core::or_null(t.photo)}};
}

json::array teachers_json(const Snapshot& snapshot, const std::vector<long long>& ids) {
  json::array out;
  for (const auto id : ids) {
    if (const auto* t = snapshot.teacher(id)) out.push_back(teacher_ref(*t));
  }
  return out;
}

json::object slot_json(const Snapshot& snapshot, const Slot& slot) {
  const Room* room = slot.room_id ? snapshot.room(*slot.room_id) : nullptr;
  return {{"id", slot.id},
          {"weekday", slot.weekday},
          {"start", time_of_day(slot.start_minute)},
          {"end", time_of_day(slot.end_minute)},
          {"room", room ? json::value(room->name) : json::value(nullptr)}};
}

// A class as lists show it: its school, ages, level, group, prices, lessons and teachers.
json::object class_card(const Snapshot& snapshot, const SchoolClass& c) {
  json::array slots;
  for (const auto& slot : c.slots) slots.push_back(slot_json(snapshot, slot));
  const School* school = snapshot.school(c.school_id);
  return {
      {"code", c.code},
      {"name", c.name},
      {"summary", c.summary},
      {"school", school ? json::value(school_ref(*school)) : json::value(nullptr)},
      {"age_min", c.age_min},
      {"age_max", c.age_max},
      {"level", c.level},
      {"group_size", c.group_size},
      {"prices",
       {{"month", c.price_month}, {"visit", c.price_visit}, {"individual", c.price_individual}}},
      {"slots", std::move(slots)},
      {"teachers", teachers_json(snapshot, c.teacher_ids)}};
}

json::object course_json(const Snapshot& snapshot, const Course& c, bool whole) {
  const School* school = c.school_id ? snapshot.school(*c.school_id) : nullptr;
  json::object out{{"code", c.code},
                   {"name", c.name},
                   {"kind", c.kind},
                   {"summary", c.summary},
                   {"school", school ? json::value(school_ref(*school)) : json::value(nullptr)},
                   {"age_min", c.age_min},
                   {"age_max", c.age_max},
                   {"starts_on", c.starts_on},
                   {"ends_on", c.ends_on},
                   {"schedule", c.schedule},
                   {"price", c.price},
                   {"price_note", c.price_note},
                   {"teachers", teachers_json(snapshot, c.teacher_ids)}};
  if (whole) out["description"] = c.description;
  return out;
}

// A whole number of a query parameter from min to max, at most three characters (checked first);
// nothing when absent or empty.
std::optional<int> small_number(const http::Request& request, std::string_view key, int min,
                                int max, core::FieldErrors& errors) {
  const auto v = request.query(key);
  if (!v || v->empty()) return std::nullopt;
  int n = 0;
  const bool parsed = [&] {
    if (v->size() > 3) return false;
    const auto [end, ec] = std::from_chars(v->data(), v->data() + v->size(), n);
    return ec == std::errc() && end == v->data() + v->size();
  }();
  if (!parsed || n < min || n > max) {
    errors[std::string(key)].push_back(
        core::concat("Целое число от ", std::to_string(min), " до ", std::to_string(max)));
    return std::nullopt;
  }
  return n;
}

ClassQuery read_class_query(const http::Request& request, const Snapshot& snapshot) {
  ClassQuery q;
  core::FieldErrors errors;
  if (const auto v = request.query("school"); v && !v->empty()) {
    if (auto problem = core::text_problem(*v, 60))
      errors["school"].push_back(std::move(*problem));
    else if (!snapshot.school(*v))
      errors["school"].push_back("Такой школы нет");
    else
      q.school = *v;
  }
  q.age = small_number(request, "age", 1, 99, errors);
  q.weekday = small_number(request, "weekday", 1, 7, errors);
  if (!errors.empty()) core::throw_invalid(std::move(errors));
  return q;
}

}  // namespace

void register_routes(http::Router& router, const auth::Guard& guard, BravoCatalog& catalog) {
  guard.add(
      router,
      {
          {Verb::get, "/api/bravo/schools", Access::anyone, "",
           [&catalog](http::Request&, const Principal*) {
             const auto snapshot = catalog.snapshot();
             json::array items;
             for (const auto& school : snapshot->schools) {
               json::object item = school_ref(school);
               item["summary"] = school.summary;
               json::array classes;
               for (const auto& c : snapshot->classes) {
                 if (c.school_id == school.id)
                   classes.push_back(json::object{{"code", c.code},
                                                  {"name", c.name},
                                                  {"age_min", c.age_min},
                                                  {"age_max", c.age_max}});
               }
               item["classes"] = std::move(classes);
               items.push_back(std::move(item));
             }
             return http::json_ok(json::object{{"items", std::move(items)}});
           }},
          {Verb::get, "/api/bravo/schools/{code}", Access::anyone, "",
           [&catalog](http::Request& request, const Principal*) {
             const auto snapshot = catalog.snapshot();
             const School* school = snapshot->school(request.params.at("code"));
             if (!school) core::throw_not_found("Школа не найдена");
             json::object out = school_ref(*school);
             out["summary"] = school->summary;
             out["description"] = school->description;
             json::array classes, courses;
             for (const auto& c : snapshot->classes) {
               if (c.school_id == school->id) classes.push_back(class_card(*snapshot, c));
             }
             for (const auto& c : snapshot->courses) {
               if (c.school_id == school->id) courses.push_back(course_json(*snapshot, c, false));
             }
             out["classes"] = std::move(classes);
             out["courses"] = std::move(courses);
             return http::json_ok(std::move(out));
           }},
          {Verb::get, "/api/bravo/classes", Access::anyone, "",
           [&catalog](http::Request& request, const Principal*) {
             const auto snapshot = catalog.snapshot();
             json::array items;
             for (const auto& c : find_classes(*snapshot, read_class_query(request, *snapshot)))
               items.push_back(class_card(*snapshot, c));
             return http::json_ok(json::object{{"items", std::move(items)}});
           }},
          {Verb::get, "/api/bravo/classes/{school}/{code}", Access::anyone, "",
           [&catalog](http::Request& request, const Principal*) {
             const auto snapshot = catalog.snapshot();
             const School* school = snapshot->school(request.params.at("school"));
             const SchoolClass* c =
                 school ? snapshot->school_class(school->id, request.params.at("code")) : nullptr;
             if (!c) core::throw_not_found("Занятие не найдено");
             json::object out = class_card(*snapshot, *c);
             out["description"] = c->description;
             return http::json_ok(std::move(out));
           }},
          {Verb::get, "/api/bravo/teachers", Access::anyone, "",
           [&catalog](http::Request&, const Principal*) {
             const auto snapshot = catalog.snapshot();
             json::array items;
             for (const auto& t : snapshot->teachers) items.push_back(teacher_ref(t));
             return http::json_ok(json::object{{"items", std::move(items)}});
           }},
          {Verb::get, "/api/bravo/teachers/{code}", Access::anyone, "",
           [&catalog](http::Request& request, const Principal*) {
             const auto snapshot = catalog.snapshot();
             const Teacher* teacher = snapshot->teacher(request.params.at("code"));
             if (!teacher) core::throw_not_found("Педагог не найден");
             json::object out = teacher_ref(*teacher);
             out["bio"] = teacher->bio;
             json::array classes, courses;
             for (const auto& c : snapshot->classes) {
               if (std::find(c.teacher_ids.begin(), c.teacher_ids.end(), teacher->id) !=
                   c.teacher_ids.end())
                 classes.push_back(class_card(*snapshot, c));
             }
             for (const auto& c : snapshot->courses) {
               if (std::find(c.teacher_ids.begin(), c.teacher_ids.end(), teacher->id) !=
                   c.teacher_ids.end())
                 courses.push_back(course_json(*snapshot, c, false));
             }
             out["classes"] = std::move(classes);
             out["courses"] = std::move(courses);
             return http::json_ok(std::move(out));
           }},
          {Verb::get, "/api/bravo/courses", Access::anyone, "",
           [&catalog](http::Request&, const Principal*) {
             const auto snapshot = catalog.snapshot();
             json::array items;
             for (const auto& c : snapshot->courses)
               items.push_back(course_json(*snapshot, c, false));
             return http::json_ok(json::object{{"items", std::move(items)}});
           }},
          {Verb::get, "/api/bravo/courses/{code}", Access::anyone, "",
           [&catalog](http::Request& request, const Principal*) {
             const auto snapshot = catalog.snapshot();
             const Course* course = snapshot->course(request.params.at("code"));
             if (!course) core::throw_not_found("Курс не найден");
             return http::json_ok(course_json(*snapshot, *course, true));
           }},
      });
}

}  // namespace platform::bravo
