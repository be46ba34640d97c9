#include "bravo/repository.hpp"

#include <soci/soci.h>

#include <map>

#include "db/optional.hpp"
#include "db/query.hpp"

namespace platform::bravo {

namespace {

// Appends (owner id, other id) pairs of a link table to the owners' lists, owners by id.
template <typename Owner>
void read_links(soci::session& s, const char* sql, std::vector<Owner>& owners,
                std::vector<long long> Owner::*list) {
  std::map<long long, Owner*> by_id;
  for (auto& o : owners) by_id[o.id] = &o;
  long long owner = 0, other = 0;
  soci::statement st = db::query(s, sql, soci::into(owner), soci::into(other));
  st.execute();
  while (st.fetch()) {
    if (const auto it = by_id.find(owner); it != by_id.end()) (it->second->*list).push_back(other);
  }
}

}  // namespace

Snapshot BravoRepository::snapshot(const std::string& today) {
  db::Lease s(database_);
  Snapshot out;
  {
    School v;
    soci::statement st = db::query(
        s,
        "SELECT id, code, name, summary, description FROM bravo_schools WHERE published = 1"
        " ORDER BY sort, id",
        soci::into(v.id), soci::into(v.code), soci::into(v.name), soci::into(v.summary),
        soci::into(v.description));
    st.execute();
    while (st.fetch()) out.schools.push_back(v);
  }
  {
    SchoolClass v;
    soci::statement st = db::query(
        s,
        "SELECT c.id, c.school_id, c.code, c.name, c.summary, c.description, c.age_min,"
        " c.age_max, c.level, c.group_size, c.price_month, c.price_visit, c.price_individual"
        " FROM bravo_classes c JOIN bravo_schools sc ON sc.id = c.school_id"
        " WHERE c.published = 1 AND sc.published = 1 ORDER BY sc.sort, sc.id, c.sort, c.id",
        soci::into(v.id), soci::into(v.school_id), soci::into(v.code), soci::into(v.name),
        soci::into(v.summary), soci::into(v.description), soci::into(v.age_min),
        soci::into(v.age_max), soci::into(v.level), soci::into(v.group_size),
        soci::into(v.price_month), soci::into(v.price_visit), soci::into(v.price_individual));
    st.execute();
    while (st.fetch()) out.classes.push_back(v);
  }
  {
    std::map<long long, SchoolClass*> by_id;
    for (auto& c : out.classes) by_id[c.id] = &c;
    long long class_id = 0;
    Slot v;
    soci::statement st =
        db::query(s,
                  "SELECT class_id, id, weekday, start_minute, end_minute, room_id"
                  " FROM bravo_slots ORDER BY class_id, weekday, start_minute",
                  soci::into(class_id), soci::into(v.id), soci::into(v.weekday),
                  soci::into(v.start_minute), soci::into(v.end_minute), soci::into(v.room_id));
    st.execute();
    while (st.fetch()) {
      if (const auto it = by_id.find(class_id); it != by_id.end()) it->second->slots.push_back(v);
    }
  }
  read_links(s,
             "SELECT class_id, teacher_id FROM bravo_class_teachers ct"
             " JOIN bravo_teachers t ON t.id = ct.teacher_id ORDER BY t.sort, t.id",
             out.classes, &SchoolClass::teacher_ids);
  {
    Teacher v;
    soci::statement st = db::query(s,
                                   "SELECT id, code, name, role, bio, photo FROM bravo_teachers"
                                   " WHERE published = 1 ORDER BY sort, id",
                                   soci::into(v.id), soci::into(v.code), soci::into(v.name),
                                   soci::into(v.role), soci::into(v.bio), soci::into(v.photo));
    st.execute();
    while (st.fetch()) out.teachers.push_back(v);
  }
  {
    Room v;
    soci::statement st =
        db::query(s, "SELECT id, code, name, note FROM bravo_rooms ORDER BY id", soci::into(v.id),
                  soci::into(v.code), soci::into(v.name), soci::into(v.note));
    st.execute();
    while (st.fetch()) out.rooms.push_back(v);
  }
  {
    Course v;
    soci::statement st =
        db::query(s,
                  "SELECT id, school_id, code, name, kind, summary, description, age_min, age_max,"
                  " starts_on, ends_on, schedule, price, price_note FROM bravo_courses"
                  " WHERE published = 1 AND ends_on >= :today ORDER BY starts_on, sort, id",
                  soci::use(today), soci::into(v.id), soci::into(v.school_id), soci::into(v.code),
                  soci::into(v.name), soci::into(v.kind), soci::into(v.summary),
                  soci::into(v.description), soci::into(v.age_min), soci::into(v.age_max),
                  soci::into(v.starts_on), soci::into(v.ends_on), soci::into(v.schedule),
                  soci::into(v.price), soci::into(v.price_note));
    st.execute();
    while (st.fetch()) out.courses.push_back(v);
  }
  read_links(s,
             "SELECT course_id, teacher_id FROM bravo_course_teachers ct"
             " JOIN bravo_teachers t ON t.id = ct.teacher_id ORDER BY t.sort, t.id",
             out.courses, &Course::teacher_ids);
  return out;
}

}  // namespace platform::bravo
