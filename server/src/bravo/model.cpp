#include "bravo/model.hpp"

#include <algorithm>
#include <cstdio>

namespace platform::bravo {

namespace {

template <typename T, typename Match>
const T* first_of(const std::vector<T>& items, Match&& match) {
  const auto it = std::find_if(items.begin(), items.end(), match);
  return it == items.end() ? nullptr : &*it;
}

}  // namespace

const School* Snapshot::school(std::string_view code) const {
  return first_of(schools, [code](const School& s) { return s.code == code; });
}
const School* Snapshot::school(long long id) const {
  return first_of(schools, [id](const School& s) { return s.id == id; });
}
const SchoolClass* Snapshot::school_class(long long school_id, std::string_view code) const {
  return first_of(classes,
                  [&](const SchoolClass& c) { return c.school_id == school_id && c.code == code; });
}
const Teacher* Snapshot::teacher(std::string_view code) const {
  return first_of(teachers, [code](const Teacher& t) { return t.code == code; });
}
const Teacher* Snapshot::teacher(long long id) const {
  return first_of(teachers, [id](const Teacher& t) { return t.id == id; });
}
const Room* Snapshot::room(long long id) const {
  return first_of(rooms, [id](const Room& r) { return r.id == id; });
}
const Course* Snapshot::course(std::string_view code) const {
  return first_of(courses, [code](const Course& c) { return c.code == code; });
}

std::vector<SchoolClass> find_classes(const Snapshot& snapshot, const ClassQuery& query) {
  const School* school = query.school ? snapshot.school(*query.school) : nullptr;
  if (query.school && !school) return {};
  std::vector<SchoolClass> out;
  for (const auto& c : snapshot.classes) {
    if (school && c.school_id != school->id) continue;
    if (query.age && (*query.age < c.age_min || *query.age > c.age_max)) continue;
    if (!query.weekday) {
      out.push_back(c);
      continue;
    }
    SchoolClass found = c;
    std::erase_if(found.slots, [&](const Slot& s) { return s.weekday != *query.weekday; });
    if (!found.slots.empty()) out.push_back(std::move(found));
  }
  return out;
}

std::string time_of_day(int minute) {
  char buffer[8];
  std::snprintf(buffer, sizeof buffer, "%02d:%02d", minute / 60 % 24, minute % 60);
  return buffer;
}

}  // namespace platform::bravo
