#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace platform::bravo {

// The school and theatre studio «Браво» (decision 0042): schools, the classes under them with
// their weekly lessons, teachers, rooms and courses. Times of day are minutes from midnight,
// weekdays 1 (Monday) to 7 (Sunday).

struct Room {
  long long id = 0;
  std::string code, name;
  std::optional<std::string> note;
};

struct Teacher {
  long long id = 0;
  std::string code, name, role, bio;
  std::optional<std::string> photo;
};

// A class's weekly lesson.
struct Slot {
  long long id = 0;
  int weekday = 1;
  int start_minute = 0, end_minute = 0;
  std::optional<long long> room_id;
};

struct SchoolClass {
  long long id = 0;
  long long school_id = 0;
  std::string code, name, summary, description;
  int age_min = 0, age_max = 0;
  std::string level;  // beginner, middle, advanced
  int group_size = 0;
  long long price_month = 0, price_visit = 0, price_individual = 0;  // ₽
  std::vector<long long> teacher_ids;
  std::vector<Slot> slots;  // by weekday and time
};

struct School {
  long long id = 0;
  std::string code, name, summary, description;
};

struct Course {
  long long id = 0;
  std::optional<long long> school_id;
  std::string code, name, kind;  // kind: intensive or term
  std::string summary, description;
  int age_min = 0, age_max = 0;
  std::string starts_on, ends_on;  // YYYY-MM-DD
  std::string schedule;            // «вторник и четверг, 16:00-17:30»
  long long price = 0;
  std::string price_note;  // «в месяц», «за курс»
  std::vector<long long> teacher_ids;
};

// The published school, in the editors' order: a few dozen rows read whole and kept in memory
// until the catalogue changes.
struct Snapshot {
  std::vector<School> schools;
  std::vector<SchoolClass> classes;  // published, of published schools; by school, then order
  std::vector<Teacher> teachers;
  std::vector<Room> rooms;
  std::vector<Course> courses;  // published, by start

  const School* school(std::string_view code) const;
  const School* school(long long id) const;
  const SchoolClass* school_class(long long school_id, std::string_view code) const;
  const Teacher* teacher(std::string_view code) const;
  const Teacher* teacher(long long id) const;
  const Room* room(long long id) const;
  const Course* course(std::string_view code) const;
};

// The class finder's filters: a school (code), a child's age (the class's range holds it), a
// weekday (a lesson falls on it: only those lessons are kept).
struct ClassQuery {
  std::optional<std::string> school;
  std::optional<int> age;
  std::optional<int> weekday;
};

// The classes of the snapshot the query finds, in the snapshot's order; with a weekday, each with
// only its lessons of that day.
std::vector<SchoolClass> find_classes(const Snapshot& snapshot, const ClassQuery& query);

// "17:00" for 1020.
std::string time_of_day(int minute);

}  // namespace platform::bravo
