#include "bravo/seed.hpp"

#include <boost/json.hpp>
#include <map>
#include <stdexcept>

#include "catalog/dates.hpp"
#include "core/concat.hpp"
#include "db/optional.hpp"
#include "db/work.hpp"

namespace platform::embedded {
std::string_view demo_bravo_json();
}  // namespace platform::embedded

namespace platform::bravo {
namespace json = boost::json;

namespace {

std::string text(const json::object& o, std::string_view key) {
  return std::string(o.at(key).as_string());
}

long long number(const json::object& o, std::string_view key) {
  return o.at(key).as_int64();
}

// "17:30" as minutes from midnight.
int minute_of(std::string_view hhmm) {
  if (hhmm.size() != 5 || hhmm[2] != ':')
    throw std::runtime_error("demo lesson time " + std::string(hhmm));
  return ((hhmm[0] - '0') * 10 + (hhmm[1] - '0')) * 60 + (hhmm[3] - '0') * 10 + (hhmm[4] - '0');
}

// The id a code names in `ids`, or the error naming what was looked for.
long long id_of(const std::map<std::string, long long>& ids, const std::string& code,
                const char* what) {
  const auto it = ids.find(code);
  if (it == ids.end()) throw std::runtime_error(core::concat("demo bravo: no ", what, " ", code));
  return it->second;
}

}  // namespace

std::string_view demo_bravo_json() {
  return embedded::demo_bravo_json();
}

void load_demo(db::Database& database, const json::object& data) {
  db::Work s(database);
  const auto now = db::now_utc();
  std::map<std::string, long long> rooms, teachers, schools;
  long long sort = 0;
  for (const auto& item : data.at("rooms").as_array()) {
    const auto& o = item.as_object();
    const std::string code = text(o, "code"), name = text(o, "name"), note = text(o, "note");
    long long id = 0;
    s << "INSERT INTO bravo_rooms (code, name, note, created_at, updated_at)"
         " VALUES (:code, :name, :note, :c, :u) RETURNING id",
        soci::use(code), soci::use(name), soci::use(note), soci::use(now), soci::use(now),
        soci::into(id);
    rooms[code] = id;
  }
  for (const auto& item : data.at("teachers").as_array()) {
    const auto& o = item.as_object();
    const std::string code = text(o, "code"), name = text(o, "name"), role = text(o, "role"),
                      bio = text(o, "bio");
    long long id = 0;
    s << "INSERT INTO bravo_teachers (code, name, role, bio, published, sort, created_at,"
         " updated_at) VALUES (:code, :name, :role, :bio, 1, :sort, :c, :u) RETURNING id",
        soci::use(code), soci::use(name), soci::use(role), soci::use(bio), soci::use(++sort),
        soci::use(now), soci::use(now), soci::into(id);
    teachers[code] = id;
  }
  for (const auto& item : data.at("schools").as_array()) {
    const auto& o = item.as_object();
    const std::string code = text(o, "code"), name = text(o, "name"), summary = text(o, "summary"),
                      description = text(o, "description");
    long long id = 0;
    s << "INSERT INTO bravo_schools (code, name, summary, description, published, sort,"
         " created_at, updated_at) VALUES (:code, :name, :summary, :description, 1, :sort, :c,"
         " :u) RETURNING id",
        soci::use(code), soci::use(name), soci::use(summary), soci::use(description),
        soci::use(++sort), soci::use(now), soci::use(now), soci::into(id);
    schools[code] = id;
  }
  for (const auto& item : data.at("classes").as_array()) {
    const auto& o = item.as_object();
    const long long school = id_of(schools, text(o, "school"), "school");
    const std::string code = text(o, "code"), name = text(o, "name"), summary = text(o, "summary"),
                      description = text(o, "description"), level = text(o, "level");
    const long long age_min = number(o, "age_min"), age_max = number(o, "age_max"),
                    group = number(o, "group_size"), month = number(o, "price_month"),
                    visit = number(o, "price_visit"), individual = number(o, "price_individual");
    long long id = 0;
    s << "INSERT INTO bravo_classes (school_id, code, name, summary, description, age_min,"
         " age_max, level, group_size, price_month, price_visit, price_individual, published,"
         " sort, created_at, updated_at) VALUES (:school, :code, :name, :summary, :description,"
         " :age_min, :age_max, :level, :group_size, :month, :visit, :individual, 1, :sort, :c,"
         " :u) RETURNING id",
        soci::use(school), soci::use(code), soci::use(name), soci::use(summary),
        soci::use(description), soci::use(age_min), soci::use(age_max), soci::use(level),
        soci::use(group), soci::use(month), soci::use(visit), soci::use(individual),
        soci::use(++sort), soci::use(now), soci::use(now), soci::into(id);
    for (const auto& t : o.at("teachers").as_array()) {
      const long long teacher = id_of(teachers, std::string(t.as_string()), "teacher");
      s << "INSERT INTO bravo_class_teachers (class_id, teacher_id) VALUES (:c, :t)", soci::use(id),
          soci::use(teacher);
    }
    for (const auto& v : o.at("slots").as_array()) {
      const auto& slot = v.as_array();
      const long long weekday = slot.at(0).as_int64();
      const long long start = minute_of(slot.at(1).as_string());
      const long long end = minute_of(slot.at(2).as_string());
      const long long room = id_of(rooms, std::string(slot.at(3).as_string()), "room");
      s << "INSERT INTO bravo_slots (class_id, weekday, start_minute, end_minute, room_id,"
           " created_at, updated_at) VALUES (:class, :weekday, :start, :end, :room, :c, :u)",
          soci::use(id), soci::use(weekday), soci::use(start), soci::use(end), soci::use(room),
          soci::use(now), soci::use(now);
    }
  }
  const auto today = catalog::today_utc();
  for (const auto& item : data.at("courses").as_array()) {
    const auto& o = item.as_object();
    const long long school = id_of(schools, text(o, "school"), "school");
    const std::string code = text(o, "code"), name = text(o, "name"), kind = text(o, "kind"),
                      summary = text(o, "summary"), description = text(o, "description"),
                      schedule = text(o, "schedule"), price_note = text(o, "price_note");
    const int starts_in = static_cast<int>(number(o, "starts_in_days"));
    const std::string starts_on = catalog::add_days(today, starts_in);
    const std::string ends_on =
        catalog::add_days(today, starts_in + static_cast<int>(number(o, "days")) - 1);
    const long long age_min = number(o, "age_min"), age_max = number(o, "age_max"),
                    price = number(o, "price");
    long long id = 0;
    s << "INSERT INTO bravo_courses (code, school_id, name, kind, summary, description, age_min,"
         " age_max, starts_on, ends_on, schedule, price, price_note, published, sort, created_at,"
         " updated_at) VALUES (:code, :school, :name, :kind, :summary, :description, :age_min,"
         " :age_max, :starts, :ends, :schedule, :price, :note, 1, :sort, :c, :u) RETURNING id",
        soci::use(code), soci::use(school), soci::use(name), soci::use(kind), soci::use(summary),
        soci::use(description), soci::use(age_min), soci::use(age_max), soci::use(starts_on),
        soci::use(ends_on), soci::use(schedule), soci::use(price), soci::use(price_note),
        soci::use(++sort), soci::use(now), soci::use(now), soci::into(id);
    for (const auto& t : o.at("teachers").as_array()) {
      const long long teacher = id_of(teachers, std::string(t.as_string()), "teacher");
      s << "INSERT INTO bravo_course_teachers (course_id, teacher_id) VALUES (:c, :t)",
          soci::use(id), soci::use(teacher);
    }
  }
  s.commit();
}

}  // namespace platform::bravo
