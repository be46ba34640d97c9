#include "people/repository.hpp"

#include <soci/soci.h>

#include <boost/json.hpp>
#include <map>

#include "core/concat.hpp"
#include "core/json_input.hpp"
#include "db/binds.hpp"
#include "db/optional.hpp"
#include "db/query.hpp"

namespace platform::people {
namespace json = boost::json;

namespace {

constexpr const char* kMentorCardSql =
    "SELECT m.id, m.code, m.name, m.position, m.photo, c.slug, c.name FROM mentors m"
    " LEFT JOIN cities c ON c.id = m.city_id";
constexpr const char* kParticipantCardSql =
    "SELECT p.id, p.code, p.name, p.kind, p.photo, c.slug, c.name, s.name FROM participants p"
    " LEFT JOIN cities c ON c.id = p.city_id"
    " LEFT JOIN structures s ON s.id = p.structure_id AND s.published = 1";
constexpr const char* kDraftSql =
    "SELECT d.id, d.user_id, d.kind, d.target_id, d.data_json, d.status, d.note, d.submitted_at,"
    " d.decided_at, d.decided_by, d.created_at, d.updated_at, COALESCE(m.code, p.code)"
    " FROM portfolio_drafts d"
    " LEFT JOIN mentors m ON d.kind = 'mentor' AND m.id = d.target_id AND m.published = 1"
    " LEFT JOIN participants p ON d.kind = 'participant' AND p.id = d.target_id"
    " AND p.published = 1";

std::optional<Named> named(const std::optional<std::string>& slug,
                           const std::optional<std::string>& name) {
  if (!slug || !name) return std::nullopt;
  return Named{*slug, *name};
}

std::vector<std::string> strings_of(const std::optional<std::string>& text) {
  std::vector<std::string> out;
  if (!text) return out;
  const auto value = core::parse_json_or(*text, json::array());
  if (!value.is_array()) return out;
  for (const auto& item : value.get_array()) {
    if (item.is_string()) out.emplace_back(item.get_string());
  }
  return out;
}

// The WHERE clause of a public list over `alias` (m or p): published, and the query's filters.
std::string list_filter(const char* alias, const char* link_table, const char* own_column,
                        const PeopleQuery& q, db::Binds& binds) {
  std::string sql = core::concat(" WHERE ", alias, ".published = 1");
  if (q.city) sql += core::concat(" AND c.slug = ", binds.add(*q.city));
  if (q.creative_type) {
    sql +=
        core::concat(" AND EXISTS (SELECT 1 FROM ", link_table,
                     " x JOIN creative_types t ON t.id = x.creative_type_id WHERE x.", own_column,
                     " = ", alias, ".id AND t.slug = ", binds.add(*q.creative_type), ")");
  }
  if (q.kind) sql += core::concat(" AND ", alias, ".kind = ", binds.add(*q.kind));
  return sql;
}

std::string page_tail(const char* alias, const PeopleQuery& q, db::Binds& binds) {
  return core::concat(" ORDER BY ", alias, ".sort, ", alias, ".name, ", alias, ".id LIMIT ",
                      binds.add(q.per_page), " OFFSET ", binds.add((q.page - 1) * q.per_page));
}

// Fills the cards' creative types from the link table, in the handbook's order.
template <typename Card>
void read_creative_types(soci::session& s, const char* link_table, const char* own_column,
                         std::vector<Card>& cards) {
  if (cards.empty()) return;
  std::map<long long, Card*> by_id;
  std::vector<long long> ids;
  for (auto& card : cards) {
    by_id[card.id] = &card;
    ids.push_back(card.id);
  }
  db::Binds binds;
  const std::string sql =
      core::concat("SELECT x.", own_column, ", t.slug, t.title FROM ", link_table,
                   " x JOIN creative_types t ON t.id = x.creative_type_id WHERE x.", own_column,
                   " IN ", binds.add_list(ids), " ORDER BY t.sort, t.id");
  long long owner = 0;
  Named type;
  soci::statement st = db::query_bound(s, sql, binds, soci::into(owner), soci::into(type.slug),
                                       soci::into(type.name));
  st.execute();
  while (st.fetch()) {
    if (const auto it = by_id.find(owner); it != by_id.end())
      it->second->creative_types.push_back(type);
  }
}

std::vector<MentorCard> select_mentor_cards(soci::session& s, const std::string& tail,
                                            const db::Binds& binds) {
  MentorCard card;
  std::optional<std::string> position, photo, city_slug, city_name;
  soci::statement st =
      db::query_bound(s, core::concat(kMentorCardSql, tail), binds, soci::into(card.id),
                      soci::into(card.code), soci::into(card.name), soci::into(position),
                      soci::into(photo), soci::into(city_slug), soci::into(city_name));
  st.execute();
  std::vector<MentorCard> out;
  while (st.fetch()) {
    MentorCard c = card;
    c.position = position;
    c.photo = photo;
    c.city = named(city_slug, city_name);
    out.push_back(std::move(c));
  }
  read_creative_types(s, "mentor_creative_types", "mentor_id", out);
  return out;
}

std::vector<ParticipantCard> select_participant_cards(soci::session& s, const std::string& tail,
                                                      const db::Binds& binds) {
  ParticipantCard card;
  std::optional<std::string> photo, city_slug, city_name, structure;
  soci::statement st = db::query_bound(
      s, core::concat(kParticipantCardSql, tail), binds, soci::into(card.id), soci::into(card.code),
      soci::into(card.name), soci::into(card.kind), soci::into(photo), soci::into(city_slug),
      soci::into(city_name), soci::into(structure));
  st.execute();
  std::vector<ParticipantCard> out;
  while (st.fetch()) {
    ParticipantCard c = card;
    c.photo = photo;
    c.city = named(city_slug, city_name);
    c.structure_name = structure;
    out.push_back(std::move(c));
  }
  read_creative_types(s, "participant_creative_types", "participant_id", out);
  return out;
}

std::optional<StructureRef> structure_of(soci::session& s, std::optional<long long> id) {
  if (!id) return std::nullopt;
  StructureRef out;
  std::optional<std::string> city_slug, city_name;
  s << "SELECT st.code, st.name, st.kind, c.slug, c.name FROM structures st"
       " LEFT JOIN cities c ON c.id = st.city_id WHERE st.id = :id AND st.published = 1",
      soci::use(*id), soci::into(out.code), soci::into(out.name), soci::into(out.kind),
      soci::into(city_slug), soci::into(city_name);
  if (!s.got_data()) return std::nullopt;
  out.city = named(city_slug, city_name);
  return out;
}

long long count_of(soci::session& s, const std::string& sql, const db::Binds& binds) {
  long long n = 0;
  soci::statement st = db::query_bound(s, sql, binds, soci::into(n));
  st.execute(true);
  return n;
}

bool exists(soci::session& s, const char* sql, const std::string& value) {
  long long n = 0;
  s << sql, soci::use(value), soci::into(n);
  return n > 0;
}

struct DraftRow {
  Draft d;
  std::optional<long long> target_id, decided_by;
  std::optional<std::string> note, submitted_at, decided_at, public_code;
};

void into(soci::statement& st, DraftRow& row) {
  st.exchange(soci::into(row.d.id));
  st.exchange(soci::into(row.d.user_id));
  st.exchange(soci::into(row.d.kind));
  st.exchange(soci::into(row.target_id));
  st.exchange(soci::into(row.d.data_json));
  st.exchange(soci::into(row.d.status));
  st.exchange(soci::into(row.note));
  st.exchange(soci::into(row.submitted_at));
  st.exchange(soci::into(row.decided_at));
  st.exchange(soci::into(row.decided_by));
  st.exchange(soci::into(row.d.created_at));
  st.exchange(soci::into(row.d.updated_at));
  st.exchange(soci::into(row.public_code));
}

std::vector<Draft> select_drafts(soci::session& s, const std::string& tail,
                                 const db::Binds& binds) {
  DraftRow row;
  soci::statement st(s);
  binds.bind_to(st);
  into(st, row);
  st.alloc();
  st.prepare(core::concat(kDraftSql, " ", tail), soci::details::st_one_time_query);
  st.define_and_bind();
  st.execute();
  std::vector<Draft> out;
  while (st.fetch()) {
    Draft d = row.d;
    d.target_id = row.target_id;
    d.decided_by = row.decided_by;
    d.note = row.note;
    d.submitted_at = row.submitted_at;
    d.decided_at = row.decided_at;
    d.public_code = row.public_code;
    out.push_back(std::move(d));
  }
  return out;
}

std::string queue_filter(const PeopleRepository::QueueQuery& q, db::Binds& binds) {
  std::string sql = q.status ? core::concat("WHERE d.status = ", binds.add(*q.status))
                             : std::string("WHERE d.status <> 'draft'");
  if (q.kind) sql += core::concat(" AND d.kind = ", binds.add(*q.kind));
  return sql;
}

// ---- writing a live row

std::optional<std::string> text_of(const json::object& data, const char* key) {
  const auto* v = data.if_contains(key);
  if (!v || !v->is_string() || v->get_string().empty()) return std::nullopt;
  return std::string(v->get_string());
}

bool flag_of(const json::object& data, const char* key) {
  const auto* v = data.if_contains(key);
  return v && v->is_bool() && v->get_bool();
}

std::string list_json(const json::object& data, const char* key) {
  const auto* v = data.if_contains(key);
  return v && v->is_array() ? json::serialize(*v) : std::string("[]");
}

std::optional<long long> id_by(soci::session& s, const char* sql,
                               const std::optional<std::string>& value) {
  if (!value) return std::nullopt;
  long long id = 0;
  s << sql, soci::use(*value), soci::into(id);
  if (!s.got_data()) return std::nullopt;
  return id;
}

bool code_taken(soci::session& s, const std::string& table, const std::string& code) {
  long long n = 0;
  s << core::concat("SELECT COUNT(*) FROM ", table, " WHERE code = :code"), soci::use(code),
      soci::into(n);
  return n > 0;
}

std::string unique_code(soci::session& s, const std::string& table, const std::string& name,
                        const std::string& fallback) {
  std::string base = code_from_name(name);
  if (base.empty()) base = fallback;
  if (!code_taken(s, table, base)) return base;
  for (int n = 2;; ++n) {
    auto code = numbered_code(base, n);
    if (!code_taken(s, table, code)) return code;
  }
}

}  // namespace

PeopleRepository::Filters PeopleRepository::filters() {
  db::Lease s(database_);
  Filters out;
  Named v;
  {
    soci::statement st = db::query(
        s,
        "SELECT t.slug, t.title FROM creative_types t WHERE EXISTS (SELECT 1 FROM"
        " mentor_creative_types x JOIN mentors m ON m.id = x.mentor_id WHERE"
        " x.creative_type_id = t.id AND m.published = 1) OR EXISTS (SELECT 1 FROM"
        " participant_creative_types x JOIN participants p ON p.id = x.participant_id WHERE"
        " x.creative_type_id = t.id AND p.published = 1) ORDER BY t.sort, t.id",
        soci::into(v.slug), soci::into(v.name));
    st.execute();
    while (st.fetch()) out.creative_types.push_back(v);
  }
  {
    soci::statement st = db::query(
        s,
        "SELECT c.slug, c.name FROM cities c WHERE EXISTS (SELECT 1 FROM mentors m WHERE"
        " m.city_id = c.id AND m.published = 1) OR EXISTS (SELECT 1 FROM participants p WHERE"
        " p.city_id = c.id AND p.published = 1) ORDER BY c.sort, c.name, c.id",
        soci::into(v.slug), soci::into(v.name));
    st.execute();
    while (st.fetch()) out.cities.push_back(v);
  }
  {
    std::string city;
    soci::statement st = db::query(s,
                                   "SELECT s.code, s.name, COALESCE(c.name, '') FROM structures s"
                                   " LEFT JOIN cities c ON c.id = s.city_id WHERE s.published = 1"
                                   " ORDER BY s.name, s.id",
                                   soci::into(v.slug), soci::into(v.name), soci::into(city));
    st.execute();
    while (st.fetch())
      out.structures.push_back({v.slug, city.empty() ? v.name : v.name + ", " + city});
  }
  return out;
}

std::vector<MentorCard> PeopleRepository::mentor_cards(const PeopleQuery& q) {
  db::Lease s(database_);
  db::Binds binds;
  std::string tail = list_filter("m", "mentor_creative_types", "mentor_id", q, binds);
  tail += page_tail("m", q, binds);
  return select_mentor_cards(s, tail, binds);
}

long long PeopleRepository::count_mentors(const PeopleQuery& q) {
  db::Lease s(database_);
  db::Binds binds;
  return count_of(s,
                  core::concat("SELECT COUNT(*) FROM mentors m LEFT JOIN cities c ON c.id = "
                               "m.city_id",
                               list_filter("m", "mentor_creative_types", "mentor_id", q, binds)),
                  binds);
}

std::optional<Mentor> PeopleRepository::mentor(const std::string& code) {
  db::Lease s(database_);
  db::Binds binds;
  const std::string tail = core::concat(" WHERE m.published = 1 AND m.code = ", binds.add(code));
  auto cards = select_mentor_cards(s, tail, binds);
  if (cards.empty()) return std::nullopt;
  Mentor out;
  out.card = std::move(cards.front());
  std::optional<long long> structure_id;
  std::optional<std::string> bio, achievements, photos, videos;
  s << "SELECT bio, structure_id, achievements_json, photos_json, videos_json FROM mentors"
       " WHERE id = :id",
      soci::use(out.card.id), soci::into(bio), soci::into(structure_id), soci::into(achievements),
      soci::into(photos), soci::into(videos);
  out.bio = bio;
  out.structure = structure_of(s, structure_id);
  out.achievements = strings_of(achievements);
  out.photos = strings_of(photos);
  out.videos = strings_of(videos);
  {
    db::Binds own;
    out.participants = select_participant_cards(
        s,
        core::concat(" WHERE p.published = 1 AND p.mentor_id = ", own.add(out.card.id),
                     " ORDER BY p.sort, p.name, p.id"),
        own);
  }
  JuryEvent event;
  std::optional<std::string> city_slug, city_name;
  // The events they judge: named in an event's jury on its page, or assigned to score it as
  // its chair or a juror (a manager's assignment is no judging).
  const long long mentor_id = out.card.id;
  soci::statement st =
      db::query(s,
                "SELECT e.code, e.name, e.date_start, e.date_end, c.slug, c.name FROM events e"
                " LEFT JOIN cities c ON c.id = e.city_id WHERE e.published = 1 AND (e.id IN"
                " (SELECT event_id FROM event_jury WHERE mentor_id = :jury) OR e.id IN"
                " (SELECT event_id FROM event_assignments WHERE mentor_id = :assigned AND role IN"
                " ('chair', 'juror'))) ORDER BY e.date_start DESC, e.code",
                soci::use(mentor_id), soci::use(mentor_id), soci::into(event.code),
                soci::into(event.name), soci::into(event.date_start), soci::into(event.date_end),
                soci::into(city_slug), soci::into(city_name));
  st.execute();
  while (st.fetch()) {
    JuryEvent e = event;
    e.city = named(city_slug, city_name);
    out.jury.push_back(std::move(e));
  }
  return out;
}

std::vector<ParticipantCard> PeopleRepository::participant_cards(const PeopleQuery& q) {
  db::Lease s(database_);
  db::Binds binds;
  std::string tail = list_filter("p", "participant_creative_types", "participant_id", q, binds);
  tail += page_tail("p", q, binds);
  return select_participant_cards(s, tail, binds);
}

long long PeopleRepository::count_participants(const PeopleQuery& q) {
  db::Lease s(database_);
  db::Binds binds;
  return count_of(
      s,
      core::concat("SELECT COUNT(*) FROM participants p LEFT JOIN cities c ON c.id = p.city_id",
                   list_filter("p", "participant_creative_types", "participant_id", q, binds)),
      binds);
}

std::optional<Participant> PeopleRepository::participant(const std::string& code) {
  db::Lease s(database_);
  db::Binds binds;
  auto cards = select_participant_cards(
      s, core::concat(" WHERE p.published = 1 AND p.code = ", binds.add(code)), binds);
  if (cards.empty()) return std::nullopt;
  Participant out;
  out.card = std::move(cards.front());
  std::optional<long long> structure_id, mentor_id;
  std::optional<std::string> bio, photos, videos;
  s << "SELECT bio, structure_id, mentor_id, photos_json, videos_json FROM participants"
       " WHERE id = :id",
      soci::use(out.card.id), soci::into(bio), soci::into(structure_id), soci::into(mentor_id),
      soci::into(photos), soci::into(videos);
  out.bio = bio;
  out.structure = structure_of(s, structure_id);
  out.photos = strings_of(photos);
  out.videos = strings_of(videos);
  if (mentor_id) {
    MentorRef m;
    std::optional<std::string> position, photo;
    s << "SELECT code, name, position, photo FROM mentors WHERE id = :id AND published = 1",
        soci::use(*mentor_id), soci::into(m.code), soci::into(m.name), soci::into(position),
        soci::into(photo);
    if (s.got_data()) {
      m.position = position;
      m.photo = photo;
      out.mentor = std::move(m);
    }
  }
  return out;
}

std::vector<std::string> PeopleRepository::published_codes(const std::string& table) {
  db::Lease s(database_);
  std::vector<std::string> out;
  std::string code;
  soci::statement st = db::query(
      s, core::concat("SELECT code FROM ", table, " WHERE published = 1 ORDER BY sort, name, id"),
      soci::into(code));
  st.execute();
  while (st.fetch()) out.push_back(code);
  return out;
}

bool PeopleRepository::city_exists(soci::session& s, const std::string& slug) {
  return exists(s, "SELECT COUNT(*) FROM cities WHERE slug = :v", slug);
}

bool PeopleRepository::creative_type_exists(soci::session& s, const std::string& slug) {
  return exists(s, "SELECT COUNT(*) FROM creative_types WHERE slug = :v", slug);
}

bool PeopleRepository::structure_published(soci::session& s, const std::string& code) {
  return exists(s, "SELECT COUNT(*) FROM structures WHERE code = :v AND published = 1", code);
}

std::vector<Draft> PeopleRepository::drafts_of(long long user_id) {
  db::Lease s(database_);
  db::Binds binds;
  return select_drafts(
      s, core::concat("WHERE d.user_id = ", binds.add(user_id), " ORDER BY d.id DESC"), binds);
}

long long PeopleRepository::count_drafts_of(long long user_id) {
  db::Lease s(database_);
  long long n = 0;
  s << "SELECT COUNT(*) FROM portfolio_drafts WHERE user_id = :u", soci::use(user_id),
      soci::into(n);
  return n;
}

std::optional<Draft> PeopleRepository::draft(long long id) {
  db::Lease s(database_);
  return draft(s, id);
}

std::optional<Draft> PeopleRepository::draft(soci::session& s, long long id) {
  db::Binds binds;
  auto found = select_drafts(s, core::concat("WHERE d.id = ", binds.add(id)), binds);
  if (found.empty()) return std::nullopt;
  return std::move(found.front());
}

long long PeopleRepository::insert_draft(const Draft& d) {
  db::Lease s(database_);
  long long id = 0;
  s << "INSERT INTO portfolio_drafts (user_id, kind, data_json, status, created_at, updated_at)"
       " VALUES (:u, :k, :d, :s, :c, :up) RETURNING id",
      soci::use(d.user_id), soci::use(d.kind), soci::use(d.data_json), soci::use(d.status),
      soci::use(d.created_at), soci::use(d.updated_at), soci::into(id);
  return id;
}

void PeopleRepository::update_draft(soci::session& s, const Draft& d) {
  s << "UPDATE portfolio_drafts SET data_json = :d, status = :s, note = :n, submitted_at = :sa,"
       " decided_at = :da, decided_by = :db, target_id = :t, updated_at = :u WHERE id = :id",
      soci::use(d.data_json), soci::use(d.status), soci::use(d.note), soci::use(d.submitted_at),
      soci::use(d.decided_at), soci::use(d.decided_by), soci::use(d.target_id),
      soci::use(d.updated_at), soci::use(d.id);
}

void PeopleRepository::delete_draft(long long id) {
  db::Lease s(database_);
  s << "DELETE FROM portfolio_drafts WHERE id = :id", soci::use(id);
}

std::vector<Draft> PeopleRepository::queue(const QueueQuery& q) {
  db::Lease s(database_);
  db::Binds binds;
  std::string tail = queue_filter(q, binds);
  const char* order = q.descending ? " DESC" : "";
  if (q.by_id) {
    tail += core::concat(" ORDER BY d.id", order);
  } else {
    // Never sent (null) last either way, as both databases agree to.
    tail += core::concat(
        " ORDER BY (CASE WHEN d.submitted_at IS NULL THEN 1 ELSE 0 END),"
        " d.submitted_at",
        order, ", d.id", order);
  }
  tail += core::concat(" LIMIT ", binds.add(q.limit), " OFFSET ", binds.add(q.offset));
  return select_drafts(s, tail, binds);
}

long long PeopleRepository::count_queue(const QueueQuery& q) {
  db::Lease s(database_);
  db::Binds binds;
  return count_of(
      s, core::concat("SELECT COUNT(*) FROM portfolio_drafts d ", queue_filter(q, binds)), binds);
}

std::optional<PeopleRepository::Live> PeopleRepository::live(soci::session& s,
                                                             const std::string& kind,
                                                             long long id) {
  Live out;
  int published = 0;
  s << core::concat("SELECT id, code, name, published FROM ",
                    kind == "mentor" ? "mentors" : "participants", " WHERE id = :id"),
      soci::use(id), soci::into(out.id), soci::into(out.code), soci::into(out.name),
      soci::into(published);
  if (!s.got_data()) return std::nullopt;
  out.published = published != 0;
  return out;
}

std::optional<PeopleRepository::Live> PeopleRepository::live(const std::string& kind,
                                                             long long id) {
  db::Lease s(database_);
  return live(s, kind, id);
}

PeopleRepository::Live PeopleRepository::write_live(soci::session& s, const std::string& kind,
                                                    std::optional<long long> id,
                                                    const json::object& data, long long user_id,
                                                    const std::string& now) {
  const bool mentor = kind == "mentor";
  const std::string table = mentor ? "mentors" : "participants";
  const std::string name = text_of(data, "name").value_or("");
  const auto bio = text_of(data, "bio");
  const auto photo = text_of(data, "photo");
  const auto city_id = id_by(s, "SELECT id FROM cities WHERE slug = :v", text_of(data, "city"));
  const auto structure_id = id_by(s, "SELECT id FROM structures WHERE code = :v AND published = 1",
                                  text_of(data, "structure"));
  const std::string photos = list_json(data, "photos"), videos = list_json(data, "videos");
  std::optional<Live> existing = id ? live(s, kind, *id) : std::nullopt;
  Live out;
  if (mentor) {
    const auto position = text_of(data, "position");
    const std::string achievements = list_json(data, "achievements");
    if (existing) {
      s << "UPDATE mentors SET name = :n, position = :pos, photo = :ph, bio = :b, city_id = :c,"
           " structure_id = :st, achievements_json = :a, photos_json = :phs, videos_json = :v,"
           " user_id = :u, published = 1, updated_at = :up WHERE id = :id",
          soci::use(name), soci::use(position), soci::use(photo), soci::use(bio),
          soci::use(city_id), soci::use(structure_id), soci::use(achievements), soci::use(photos),
          soci::use(videos), soci::use(user_id), soci::use(now), soci::use(existing->id);
    } else {
      const std::string code = unique_code(s, table, name, "nastavnik");
      long long new_id = 0;
      s << "INSERT INTO mentors (code, name, position, photo, bio, city_id, structure_id,"
           " achievements_json, photos_json, videos_json, user_id, published, sort, created_at,"
           " updated_at) VALUES (:code, :n, :pos, :ph, :b, :c, :st, :a, :phs, :v, :u, 1, 0, :cr,"
           " :up) RETURNING id",
          soci::use(code), soci::use(name), soci::use(position), soci::use(photo), soci::use(bio),
          soci::use(city_id), soci::use(structure_id), soci::use(achievements), soci::use(photos),
          soci::use(videos), soci::use(user_id), soci::use(now), soci::use(now), soci::into(new_id);
      existing = Live{new_id, code, name, true};
    }
  } else {
    const std::string participant_kind = text_of(data, "kind").value_or("soloist");
    const int minor = flag_of(data, "minor") ? 1 : 0;
    const auto birth_date =
        participant_kind == "soloist" ? text_of(data, "birth_date") : std::nullopt;
    const auto guardian = text_of(data, "guardian_name");
    // The consent's moment: kept while the owner keeps it, now when it is new.
    std::optional<std::string> consent_at;
    if (flag_of(data, "guardian_consent")) {
      if (existing) {
        s << "SELECT guardian_consent_at FROM participants WHERE id = :id", soci::use(existing->id),
            soci::into(consent_at);
      }
      if (!consent_at) consent_at = now;
    }
    if (existing) {
      s << "UPDATE participants SET name = :n, kind = :k, photo = :ph, bio = :b, city_id = :c,"
           " structure_id = :st, minor = :mi, birth_date = :bd, guardian_name = :g,"
           " guardian_consent_at = :ga, photos_json = :phs, videos_json = :v, user_id = :u,"
           " published = 1, updated_at = :up WHERE id = :id",
          soci::use(name), soci::use(participant_kind), soci::use(photo), soci::use(bio),
          soci::use(city_id), soci::use(structure_id), soci::use(minor), soci::use(birth_date),
          soci::use(guardian), soci::use(consent_at), soci::use(photos), soci::use(videos),
          soci::use(user_id), soci::use(now), soci::use(existing->id);
    } else {
      const std::string code = unique_code(s, table, name, "uchastnik");
      long long new_id = 0;
      s << "INSERT INTO participants (code, name, kind, photo, bio, city_id, structure_id, minor,"
           " birth_date, guardian_name, guardian_consent_at, photos_json, videos_json, user_id,"
           " published, sort, created_at, updated_at) VALUES (:code, :n, :k, :ph, :b, :c, :st,"
           " :mi, :bd, :g, :ga, :phs, :v, :u, 1, 0, :cr, :up) RETURNING id",
          soci::use(code), soci::use(name), soci::use(participant_kind), soci::use(photo),
          soci::use(bio), soci::use(city_id), soci::use(structure_id), soci::use(minor),
          soci::use(birth_date), soci::use(guardian), soci::use(consent_at), soci::use(photos),
          soci::use(videos), soci::use(user_id), soci::use(now), soci::use(now), soci::into(new_id);
      existing = Live{new_id, code, name, true};
    }
  }
  out = *existing;
  out.name = name;
  out.published = true;
  // The creative types: the slugs the data names, as the handbook has them now.
  const std::string link = mentor ? "mentor_creative_types" : "participant_creative_types";
  const std::string own = mentor ? "mentor_id" : "participant_id";
  s << core::concat("DELETE FROM ", link, " WHERE ", own, " = :id"), soci::use(out.id);
  if (const auto* types = data.if_contains("creative_types"); types && types->is_array()) {
    for (const auto& slug : types->get_array()) {
      if (!slug.is_string()) continue;
      const auto type_id =
          id_by(s, "SELECT id FROM creative_types WHERE slug = :v", std::string(slug.get_string()));
      if (!type_id) continue;
      s << core::concat("INSERT INTO ", link, " (", own, ", creative_type_id) VALUES (:o, :t)"),
          soci::use(out.id), soci::use(*type_id);
    }
  }
  return out;
}

}  // namespace platform::people
