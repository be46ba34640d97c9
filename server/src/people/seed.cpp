#include "people/seed.hpp"

#include <soci/soci.h>

#include <boost/json.hpp>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "catalog/dates.hpp"
#include "core/concat.hpp"
#include "db/optional.hpp"
#include "db/work.hpp"
#include "media/images.hpp"
#include "people/portrait.hpp"

namespace platform::embedded {
std::string_view demo_people_json();
}  // namespace platform::embedded

namespace platform::people {
namespace json = boost::json;

namespace {

constexpr int kScenes = 6;

std::string text_at(const json::object& o, std::string_view key) {
  return std::string(o.at(key).as_string());
}

std::optional<std::string> maybe_text(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (!v || !v->is_string()) return std::nullopt;
  return std::string(v->get_string());
}

std::string list_of(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v ? json::serialize(*v) : std::string("[]");
}

long long id_in(soci::session& s, const char* sql, const std::string& value, const char* what) {
  long long id = 0;
  s << sql, soci::use(value), soci::into(id);
  if (!s.got_data()) throw std::runtime_error(core::concat("demo people: no ", what, " ", value));
  return id;
}

std::optional<long long> ref_in(const std::map<std::string, long long>& ids,
                                const std::optional<std::string>& code, const char* what) {
  if (!code) return std::nullopt;
  const auto it = ids.find(*code);
  if (it == ids.end()) throw std::runtime_error(core::concat("demo people: no ", what, " ", *code));
  return it->second;
}

// The pictures of the demo: stored once per content, so a second load finds them stored.
class Pictures {
 public:
  explicit Pictures(const storage::Storage* files) {
    if (!files) return;
    images_.emplace(*files);
    for (int n = 0; n < kScenes; ++n) scenes_.push_back(save(stage_svg(n)));
  }

  std::optional<std::string> portrait(const std::string& code, bool collective) {
    if (!images_) return std::nullopt;
    return save(portrait_svg(code, collective));
  }

  // Two or three stages picked by the person's place in the file.
  std::string photos(int index) const {
    json::array out;
    if (images_) {
      const int count = 2 + index % 2;
      for (int i = 0; i < count; ++i)
        out.emplace_back(scenes_[static_cast<std::size_t>((index + i * 2) % kScenes)]);
    }
    return json::serialize(out);
  }

 private:
  std::string save(const std::string& svg) { return images_->save(portrait_png(svg)).path; }

  std::optional<media::ContentImages> images_;
  std::vector<std::string> scenes_;
};

void insert_types(soci::session& s, const char* link, const char* own, long long id,
                  const json::object& o) {
  for (const auto& slug : o.at("creative_types").as_array()) {
    const long long type = id_in(s, "SELECT id FROM creative_types WHERE slug = :v",
                                 std::string(slug.as_string()), "creative type");
    s << core::concat("INSERT INTO ", link, " (", own, ", creative_type_id) VALUES (:o, :t)"),
        soci::use(id), soci::use(type);
  }
}

}  // namespace

std::string_view demo_people_json() {
  return embedded::demo_people_json();
}

void load_demo(db::Database& database, const json::object& data, const storage::Storage* files) {
  // The pictures first: libvips' work stays outside the transaction.
  Pictures pictures(files);
  std::map<std::string, std::optional<std::string>> portraits;
  for (const char* list : {"mentors", "participants"}) {
    for (const auto& item : data.at(list).as_array()) {
      const auto& o = item.as_object();
      const bool collective = maybe_text(o, "kind") == std::optional<std::string>("collective");
      portraits[text_at(o, "code")] = pictures.portrait(text_at(o, "code"), collective);
    }
  }

  db::Work s(database);
  const auto now = db::now_utc();
  const auto today = catalog::today_utc();
  std::map<std::string, long long> structures, mentors;
  long long sort = 0;
  for (const auto& item : data.at("structures").as_array()) {
    const auto& o = item.as_object();
    const std::string code = text_at(o, "code"), name = text_at(o, "name"),
                      kind = text_at(o, "kind"), head = text_at(o, "head"),
                      description = text_at(o, "description");
    const long long city =
        id_in(s, "SELECT id FROM cities WHERE slug = :v", text_at(o, "city"), "city");
    long long id = 0;
    s << "INSERT INTO structures (code, name, kind, city_id, head, description, published, sort,"
         " created_at, updated_at) VALUES (:code, :name, :kind, :city, :head, :d, 1, :sort, :c,"
         " :u) RETURNING id",
        soci::use(code), soci::use(name), soci::use(kind), soci::use(city), soci::use(head),
        soci::use(description), soci::use(++sort), soci::use(now), soci::use(now), soci::into(id);
    structures[code] = id;
  }
  int index = 0;
  for (const auto& item : data.at("mentors").as_array()) {
    const auto& o = item.as_object();
    const std::string code = text_at(o, "code"), name = text_at(o, "name"),
                      position = text_at(o, "position"), bio = text_at(o, "bio"),
                      achievements = list_of(o, "achievements"), videos = list_of(o, "videos"),
                      photos = pictures.photos(index++);
    const long long city =
        id_in(s, "SELECT id FROM cities WHERE slug = :v", text_at(o, "city"), "city");
    const auto structure = ref_in(structures, maybe_text(o, "structure"), "structure");
    const auto& photo = portraits[code];
    long long id = 0;
    s << "INSERT INTO mentors (code, name, position, photo, bio, city_id, structure_id,"
         " achievements_json, photos_json, videos_json, published, sort, created_at, updated_at)"
         " VALUES (:code, :name, :pos, :photo, :bio, :city, :st, :a, :ph, :v, 1, :sort, :c, :u)"
         " RETURNING id",
        soci::use(code), soci::use(name), soci::use(position), soci::use(photo), soci::use(bio),
        soci::use(city), soci::use(structure), soci::use(achievements), soci::use(photos),
        soci::use(videos), soci::use(++sort), soci::use(now), soci::use(now), soci::into(id);
    mentors[code] = id;
    insert_types(s, "mentor_creative_types", "mentor_id", id, o);
    // The events they judge: the demo catalogue's jury rows under their name.
    s << "UPDATE event_jury SET mentor_id = :m WHERE name = :name", soci::use(id), soci::use(name);
  }
  for (const auto& item : data.at("participants").as_array()) {
    const auto& o = item.as_object();
    const std::string code = text_at(o, "code"), name = text_at(o, "name"),
                      kind = text_at(o, "kind"), bio = text_at(o, "bio"),
                      videos = list_of(o, "videos"), photos = pictures.photos(index++);
    const long long city =
        id_in(s, "SELECT id FROM cities WHERE slug = :v", text_at(o, "city"), "city");
    const auto structure = ref_in(structures, maybe_text(o, "structure"), "structure");
    const auto mentor = ref_in(mentors, maybe_text(o, "mentor"), "mentor");
    // A soloist's age in the file becomes a birth date counted back from the day of the load:
    // that age then, the birthday a few weeks to months ago.
    std::optional<std::string> birth_date;
    int minor = 0;
    if (const auto* age = o.if_contains("age")) {
      const auto years = static_cast<int>(age->as_int64());
      birth_date = catalog::add_days(today, -(years * 365 + years / 4 + 40 + index * 11));
      minor = years < 18 ? 1 : 0;
    }
    const auto guardian = maybe_text(o, "guardian_name");
    const std::optional<std::string> consent_at =
        guardian ? std::optional<std::string>(now) : std::nullopt;
    if (minor && !guardian)
      throw std::runtime_error(core::concat("demo people: a minor without a guardian: ", code));
    const auto& photo = portraits[code];
    long long id = 0;
    s << "INSERT INTO participants (code, name, kind, photo, bio, city_id, structure_id,"
         " mentor_id, minor, birth_date, guardian_name, guardian_consent_at, photos_json,"
         " videos_json, published, sort, created_at, updated_at) VALUES (:code, :name, :kind,"
         " :photo, :bio, :city, :st, :m, :minor, :bd, :g, :ga, :ph, :v, 1, :sort, :c, :u)"
         " RETURNING id",
        soci::use(code), soci::use(name), soci::use(kind), soci::use(photo), soci::use(bio),
        soci::use(city), soci::use(structure), soci::use(mentor), soci::use(minor),
        soci::use(birth_date), soci::use(guardian), soci::use(consent_at), soci::use(photos),
        soci::use(videos), soci::use(++sort), soci::use(now), soci::use(now), soci::into(id);
    insert_types(s, "participant_creative_types", "participant_id", id, o);
  }
  s.commit();
}

}  // namespace platform::people
