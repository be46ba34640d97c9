#include "results/repository.hpp"

#include <soci/soci.h>

#include <boost/json.hpp>

#include "core/concat.hpp"
#include "core/json_input.hpp"
#include "core/text.hpp"
#include "db/binds.hpp"
#include "db/like.hpp"
#include "db/optional.hpp"
#include "db/query.hpp"

namespace platform::results {
namespace json = boost::json;

namespace {

// ---- reading rows

// Runs `sql` with `binds`, each row read by `bind` into `row` and copied out by `take`.
template <class Row, class Bind, class Take>
auto select_rows(soci::session& s, const std::string& sql, const db::Binds& binds, Bind bind,
                 Take take) {
  Row row;
  soci::statement st(s);
  binds.bind_to(st);
  bind(st, row);
  st.alloc();
  st.prepare(sql, soci::details::st_one_time_query);
  st.define_and_bind();
  st.execute();
  std::vector<decltype(take(row))> out;
  while (st.fetch()) out.push_back(take(row));
  return out;
}

long long count_of(soci::session& s, const std::string& sql, const db::Binds& binds) {
  long long n = 0;
  auto st = db::query_bound(s, sql, binds, soci::into(n));
  st.execute(true);
  return n;
}

// An event with its city: the event's own, or its place's.
constexpr const char* kEventColumns =
    "e.id, e.code, e.name, e.date_start, e.date_end, ec.slug, ec.name, e.published";
constexpr const char* kEventJoins =
    " LEFT JOIN places epl ON epl.id = e.place_id"
    " LEFT JOIN cities ec ON ec.id = COALESCE(e.city_id, epl.city_id)";

struct EventCols {
  long long id = 0;
  std::string code, name, date_start, date_end;
  std::optional<std::string> city_slug, city_name;
  int published = 0;

  void bind(soci::statement& st) {
    st.exchange(soci::into(id));
    st.exchange(soci::into(code));
    st.exchange(soci::into(name));
    st.exchange(soci::into(date_start));
    st.exchange(soci::into(date_end));
    st.exchange(soci::into(city_slug));
    st.exchange(soci::into(city_name));
    st.exchange(soci::into(published));
  }
  EventRef get() const {
    EventRef e{id, code, name, date_start, date_end, std::nullopt, published != 0};
    if (city_slug && city_name) e.city = City{*city_slug, *city_name};
    return e;
  }
};

struct PersonCols {
  std::optional<std::string> first_name, last_name, email;
  void bind(soci::statement& st) {
    st.exchange(soci::into(first_name));
    st.exchange(soci::into(last_name));
    st.exchange(soci::into(email));
  }
  Person get(long long id) const {
    return {id, first_name.value_or(""), last_name.value_or(""), email.value_or("")};
  }
};

// ---- performances

constexpr const char* kPerformanceSelect =
    "SELECT p.id, p.event_id, p.participant_id, p.performer, p.user_id, p.order_item_id,"
    " p.nomination, p.age_category_id, p.creative_type_id, p.piece, p.sort, p.title_override,"
    " p.created_at, p.updated_at, ac.title, ct.title, pa.code, pa.name, pa.published,"
    " u.first_name, u.last_name, u.email"
    " FROM performances p"
    " LEFT JOIN age_categories ac ON ac.id = p.age_category_id"
    " LEFT JOIN creative_types ct ON ct.id = p.creative_type_id"
    " LEFT JOIN participants pa ON pa.id = p.participant_id"
    " LEFT JOIN users u ON u.id = p.user_id";

struct PerformanceRow {
  Performance p;
  std::optional<int> participant_published;
  PersonCols user;
};

void bind_performance(soci::statement& st, PerformanceRow& r) {
  auto& p = r.p;
  st.exchange(soci::into(p.id));
  st.exchange(soci::into(p.event_id));
  st.exchange(soci::into(p.participant_id));
  st.exchange(soci::into(p.performer));
  st.exchange(soci::into(p.user_id));
  st.exchange(soci::into(p.order_item_id));
  st.exchange(soci::into(p.nomination));
  st.exchange(soci::into(p.age_category_id));
  st.exchange(soci::into(p.creative_type_id));
  st.exchange(soci::into(p.piece));
  st.exchange(soci::into(p.sort));
  st.exchange(soci::into(p.title_override));
  st.exchange(soci::into(p.created_at));
  st.exchange(soci::into(p.updated_at));
  st.exchange(soci::into(p.age_category));
  st.exchange(soci::into(p.creative_type));
  st.exchange(soci::into(p.participant_code));
  st.exchange(soci::into(p.participant_name));
  st.exchange(soci::into(r.participant_published));
  r.user.bind(st);
}

Performance take_performance(const PerformanceRow& r) {
  Performance p = r.p;
  p.participant_published = r.participant_published.value_or(0) != 0;
  if (p.user_id) p.user = r.user.get(*p.user_id);
  return p;
}

std::vector<Performance> select_performances(soci::session& s, const std::string& tail,
                                             const db::Binds& binds) {
  return select_rows<PerformanceRow>(s, core::concat(kPerformanceSelect, " ", tail), binds,
                                     bind_performance, take_performance);
}

std::string performance_filter(const PerformanceQuery& q, db::Binds& binds) {
  std::string sql = "WHERE 1 = 1";
  if (q.event_id) sql += " AND p.event_id = " + binds.add(*q.event_id);
  if (q.ids) sql += " AND p.id IN " + binds.add_list(*q.ids);
  return sql;
}

// ---- assignments

constexpr const char* kAssignmentSelect =
    "SELECT a.id, a.event_id, a.user_id, a.role, a.mentor_id, a.created_at, u.first_name,"
    " u.last_name, u.email, e.code, e.name, m.code, m.name"
    " FROM event_assignments a JOIN users u ON u.id = a.user_id"
    " JOIN events e ON e.id = a.event_id LEFT JOIN mentors m ON m.id = a.mentor_id";

struct AssignmentRow {
  Assignment a;
  PersonCols user;
};

void bind_assignment(soci::statement& st, AssignmentRow& r) {
  auto& a = r.a;
  st.exchange(soci::into(a.id));
  st.exchange(soci::into(a.event_id));
  st.exchange(soci::into(a.user_id));
  st.exchange(soci::into(a.role));
  st.exchange(soci::into(a.mentor_id));
  st.exchange(soci::into(a.created_at));
  r.user.bind(st);
  st.exchange(soci::into(a.event_code));
  st.exchange(soci::into(a.event_name));
  st.exchange(soci::into(a.mentor_code));
  st.exchange(soci::into(a.mentor_name));
}

Assignment take_assignment(const AssignmentRow& r) {
  Assignment a = r.a;
  a.user = r.user.get(a.user_id);
  return a;
}

std::vector<Assignment> select_assignments(soci::session& s, const std::string& tail,
                                           const db::Binds& binds) {
  return select_rows<AssignmentRow>(s, core::concat(kAssignmentSelect, " ", tail), binds,
                                    bind_assignment, take_assignment);
}

std::string assignment_filter(const AssignmentQuery& q, db::Binds& binds) {
  std::string sql = "WHERE 1 = 1";
  if (q.event_id) sql += " AND a.event_id = " + binds.add(*q.event_id);
  if (q.user_id) sql += " AND a.user_id = " + binds.add(*q.user_id);
  if (q.role) sql += " AND a.role = " + binds.add(*q.role);
  if (q.ids) sql += " AND a.id IN " + binds.add_list(*q.ids);
  return sql;
}

// ---- reviews

constexpr const char* kReviewSelect =
    "SELECT r.id, r.event_id, r.user_id, r.rating, r.text, r.status, r.note, r.created_at,"
    " r.updated_at, r.decided_at, r.decided_by, e.code, e.name, e.date_start, u.first_name,"
    " u.last_name, u.email"
    " FROM event_reviews r JOIN events e ON e.id = r.event_id JOIN users u ON u.id = r.user_id";

struct ReviewRow {
  Review r;
  PersonCols user;
};

void bind_review(soci::statement& st, ReviewRow& row) {
  auto& r = row.r;
  st.exchange(soci::into(r.id));
  st.exchange(soci::into(r.event_id));
  st.exchange(soci::into(r.user_id));
  st.exchange(soci::into(r.rating));
  st.exchange(soci::into(r.text));
  st.exchange(soci::into(r.status));
  st.exchange(soci::into(r.note));
  st.exchange(soci::into(r.created_at));
  st.exchange(soci::into(r.updated_at));
  st.exchange(soci::into(r.decided_at));
  st.exchange(soci::into(r.decided_by));
  st.exchange(soci::into(r.event_code));
  st.exchange(soci::into(r.event_name));
  st.exchange(soci::into(r.event_date_start));
  row.user.bind(st);
}

Review take_review(const ReviewRow& row) {
  Review r = row.r;
  r.user = row.user.get(r.user_id);
  return r;
}

std::vector<Review> select_reviews(soci::session& s, const std::string& tail,
                                   const db::Binds& binds) {
  return select_rows<ReviewRow>(s, core::concat(kReviewSelect, " ", tail), binds, bind_review,
                                take_review);
}

std::string review_filter(const ReviewQuery& q, db::Binds& binds) {
  std::string sql = "WHERE 1 = 1";
  if (q.status) sql += " AND r.status = " + binds.add(*q.status);
  if (q.event_id) sql += " AND r.event_id = " + binds.add(*q.event_id);
  if (q.ids) sql += " AND r.id IN " + binds.add_list(*q.ids);
  return sql;
}

// ---- published results

constexpr const char* kResultSelect =
    "SELECT p.id, p.performer, p.nomination, ac.title, p.piece, d.title, d.code, d.issued_at,"
    " pa.code, pa.published, e.id, e.code, e.name, e.date_start, e.date_end, ec.slug, ec.name,"
    " e.published"
    " FROM diplomas d JOIN performances p ON p.id = d.performance_id"
    " JOIN events e ON e.id = p.event_id"
    " JOIN event_scoring es ON es.event_id = e.id AND es.published_at IS NOT NULL"
    " LEFT JOIN age_categories ac ON ac.id = p.age_category_id"
    " LEFT JOIN participants pa ON pa.id = p.participant_id"
    " LEFT JOIN places epl ON epl.id = e.place_id"
    " LEFT JOIN cities ec ON ec.id = COALESCE(e.city_id, epl.city_id)";

struct ResultRow {
  PublicResult r;
  std::optional<std::string> participant_code;
  std::optional<int> participant_published;
  EventCols event;
};

void bind_result(soci::statement& st, ResultRow& row) {
  auto& r = row.r;
  st.exchange(soci::into(r.performance_id));
  st.exchange(soci::into(r.performer));
  st.exchange(soci::into(r.nomination));
  st.exchange(soci::into(r.age_category));
  st.exchange(soci::into(r.piece));
  st.exchange(soci::into(r.title));
  st.exchange(soci::into(r.diploma_code));
  st.exchange(soci::into(r.issued_at));
  st.exchange(soci::into(row.participant_code));
  st.exchange(soci::into(row.participant_published));
  row.event.bind(st);
}

PublicResult take_result(const ResultRow& row) {
  PublicResult r = row.r;
  if (row.participant_published.value_or(0) != 0) r.participant_code = row.participant_code;
  r.event = row.event.get();
  return r;
}

std::vector<PublicResult> select_results(soci::session& s, const std::string& tail,
                                         const db::Binds& binds) {
  return select_rows<ResultRow>(s, core::concat(kResultSelect, " ", tail), binds, bind_result,
                                take_result);
}

// ---- the rule as JSON text

std::string criteria_json(const std::vector<Criterion>& criteria) {
  json::array list;
  for (const auto& c : criteria) list.push_back(json::object{{"code", c.code}, {"title", c.title}});
  return json::serialize(list);
}

std::string thresholds_json(const Thresholds& t) {
  return json::serialize(json::object{{"grand_prix", t.grand_prix},
                                      {"laureate_1", t.laureate_1},
                                      {"laureate_2", t.laureate_2},
                                      {"laureate_3", t.laureate_3},
                                      {"diplomant", t.diplomant}});
}

double number_or(const json::object& o, std::string_view key, double fallback) {
  const auto* v = o.if_contains(key);
  if (!v) return fallback;
  if (v->is_double()) return v->get_double();
  if (v->is_int64()) return static_cast<double>(v->get_int64());
  if (v->is_uint64()) return static_cast<double>(v->get_uint64());
  return fallback;
}

Scoring scoring_from(long long event_id, const std::string& criteria, int max_score,
                     const std::string& thresholds) {
  Scoring out = default_scoring(event_id);
  out.max_score = max_score;
  const auto list = core::parse_json_or(criteria, json::array{});
  if (list.is_array() && !list.get_array().empty()) {
    out.criteria.clear();
    for (const auto& item : list.get_array()) {
      if (!item.is_object()) continue;
      const auto& o = item.get_object();
      const auto* code = o.if_contains("code");
      const auto* title = o.if_contains("title");
      if (code && code->is_string() && title && title->is_string())
        out.criteria.push_back({std::string(code->get_string()), std::string(title->get_string())});
    }
  }
  const auto t = core::parse_json_or(thresholds, json::object{});
  if (t.is_object()) {
    const auto& o = t.get_object();
    auto& th = out.thresholds;
    th.grand_prix = number_or(o, "grand_prix", th.grand_prix);
    th.laureate_1 = number_or(o, "laureate_1", th.laureate_1);
    th.laureate_2 = number_or(o, "laureate_2", th.laureate_2);
    th.laureate_3 = number_or(o, "laureate_3", th.laureate_3);
    th.diplomant = number_or(o, "diplomant", th.diplomant);
  }
  return out;
}

// The text's first letter as a capital (Latin and Russian): «москва» -> «Москва».
std::string capital_first(std::string text) {
  if (text.empty()) return text;
  auto c = static_cast<unsigned char>(text[0]);
  if (c >= 'a' && c <= 'z') {
    text[0] = static_cast<char>(c - 'a' + 'A');
  } else if (text.size() > 1) {
    const auto d = static_cast<unsigned char>(text[1]);
    if (c == 0xD0 && d >= 0xB0 && d <= 0xBF) {  // а-п
      text[1] = static_cast<char>(d - 0x20);
    } else if (c == 0xD1 && d >= 0x80 && d <= 0x8F) {  // р-я
      text[0] = static_cast<char>(0xD0);
      text[1] = static_cast<char>(d + 0x20);
    } else if (c == 0xD1 && d == 0x91) {  // ё
      text[0] = static_cast<char>(0xD0);
      text[1] = static_cast<char>(0x81);
    }
  }
  return text;
}

// `column LIKE` the text as typed, in lower case and with a capital first letter: SQLite's LIKE
// folds only ASCII, PostgreSQL's folds nothing.
std::string like_any(const std::string& column, const std::string& text, db::Binds& binds) {
  const std::string lower = core::lower_text(text);
  std::string sql = "(";
  bool first = true;
  for (const auto& v : {text, lower, capital_first(lower)}) {
    if (!first) sql += " OR ";
    first = false;
    sql += core::concat(column, " LIKE ", binds.add(db::like_containing(v)), " ESCAPE '\\'");
  }
  return sql + ")";
}

}  // namespace

// ---- events

std::optional<EventRef> ResultsRepository::event(soci::session& s, long long id) {
  db::Binds binds;
  auto rows = select_rows<EventCols>(
      s,
      core::concat("SELECT ", kEventColumns, " FROM events e", kEventJoins,
                   " WHERE e.id = ", binds.add(id)),
      binds, [](soci::statement& st, EventCols& c) { c.bind(st); },
      [](const EventCols& c) { return c.get(); });
  if (rows.empty()) return std::nullopt;
  return rows.front();
}

std::optional<EventRef> ResultsRepository::published_event(soci::session& s,
                                                           const std::string& code) {
  db::Binds binds;
  auto rows = select_rows<EventCols>(
      s,
      core::concat("SELECT ", kEventColumns, " FROM events e", kEventJoins,
                   " WHERE e.published = 1 AND e.code = ", binds.add(code)),
      binds, [](soci::statement& st, EventCols& c) { c.bind(st); },
      [](const EventCols& c) { return c.get(); });
  if (rows.empty()) return std::nullopt;
  return rows.front();
}

namespace {

std::string event_filter(const ResultsRepository::EventQuery& q, db::Binds& binds) {
  std::string sql = "WHERE 1 = 1";
  if (q.q)
    sql += core::concat(" AND (", like_any("e.name", *q.q, binds), " OR e.code LIKE ",
                        binds.add(db::like_containing(core::lower_text(*q.q))), " ESCAPE '\\')");
  if (q.ids) sql += " AND e.id IN " + binds.add_list(*q.ids);
  if (q.ended) {
    sql += *q.ended ? " AND e.date_end < " : " AND e.date_end >= ";
    sql += binds.add(q.today);
  }
  return sql;
}

struct EventListRow {
  EventCols event;
  long long performances = 0, jurors = 0;
  std::optional<std::string> published_at;
};

}  // namespace

std::vector<ResultsRepository::EventRow> ResultsRepository::events(soci::session& s,
                                                                   const EventQuery& q) {
  db::Binds binds;
  std::string sql = core::concat(
      "SELECT ", kEventColumns,
      ", (SELECT COUNT(*) FROM performances p WHERE p.event_id = e.id),"
      " (SELECT COUNT(*) FROM event_assignments a WHERE a.event_id = e.id AND a.role <> "
      "'manager'), es.published_at FROM events e",
      kEventJoins, " LEFT JOIN event_scoring es ON es.event_id = e.id ", event_filter(q, binds),
      " ORDER BY e.date_start DESC, e.id DESC LIMIT ", binds.add(q.limit), " OFFSET ",
      binds.add(q.offset));
  return select_rows<EventListRow>(
      s, sql, binds,
      [](soci::statement& st, EventListRow& r) {
        r.event.bind(st);
        st.exchange(soci::into(r.performances));
        st.exchange(soci::into(r.jurors));
        st.exchange(soci::into(r.published_at));
      },
      [](const EventListRow& r) {
        return EventRow{r.event.get(), r.performances, r.jurors, r.published_at};
      });
}

long long ResultsRepository::count_events(soci::session& s, const EventQuery& q) {
  db::Binds binds;
  return count_of(s, "SELECT COUNT(*) FROM events e " + event_filter(q, binds), binds);
}

// ---- people

std::optional<Person> ResultsRepository::live_user(soci::session& s, long long id) {
  Person p;
  s << "SELECT id, first_name, last_name, email FROM users WHERE id = :id AND deleted_at IS NULL",
      soci::use(id), soci::into(p.id), soci::into(p.first_name), soci::into(p.last_name),
      soci::into(p.email);
  if (!s.got_data()) return std::nullopt;
  return p;
}

namespace {

std::string candidate_filter(const std::optional<std::string>& q,
                             const std::optional<std::vector<long long>>& ids, db::Binds& binds) {
  std::string sql = "WHERE u.deleted_at IS NULL";
  if (q) {
    sql += core::concat(" AND u.search_text LIKE ",
                        binds.add(db::like_containing(core::lower_text(*q))), " ESCAPE '\\'");
  }
  if (ids) sql += " AND u.id IN " + binds.add_list(*ids);
  return sql;
}

struct CandidateRow {
  Person person;
  std::optional<long long> mentor_id;
  std::optional<std::string> mentor_code, mentor_name;
};

}  // namespace

std::vector<ResultsRepository::Candidate> ResultsRepository::candidates(
    soci::session& s, const std::optional<std::string>& q,
    const std::optional<std::vector<long long>>& ids, long long offset, long long limit) {
  db::Binds binds;
  const std::string sql = core::concat(
      "SELECT u.id, u.first_name, u.last_name, u.email, m.id, m.code, m.name FROM users u"
      " LEFT JOIN mentors m ON m.id = (SELECT MIN(m2.id) FROM mentors m2 WHERE m2.user_id ="
      " u.id) ",
      candidate_filter(q, ids, binds), " ORDER BY u.last_name, u.first_name, u.id LIMIT ",
      binds.add(limit), " OFFSET ", binds.add(offset));
  return select_rows<CandidateRow>(
      s, sql, binds,
      [](soci::statement& st, CandidateRow& r) {
        st.exchange(soci::into(r.person.id));
        st.exchange(soci::into(r.person.first_name));
        st.exchange(soci::into(r.person.last_name));
        st.exchange(soci::into(r.person.email));
        st.exchange(soci::into(r.mentor_id));
        st.exchange(soci::into(r.mentor_code));
        st.exchange(soci::into(r.mentor_name));
      },
      [](const CandidateRow& r) {
        return Candidate{r.person, r.mentor_id, r.mentor_code, r.mentor_name};
      });
}

long long ResultsRepository::count_candidates(soci::session& s, const std::optional<std::string>& q,
                                              const std::optional<std::vector<long long>>& ids) {
  db::Binds binds;
  return count_of(s, "SELECT COUNT(*) FROM users u " + candidate_filter(q, ids, binds), binds);
}

bool ResultsRepository::mentor_exists(soci::session& s, long long id) {
  long long n = 0;
  s << "SELECT COUNT(*) FROM mentors WHERE id = :id", soci::use(id), soci::into(n);
  return n > 0;
}

std::optional<long long> ResultsRepository::mentor_of_user(soci::session& s, long long user_id) {
  std::optional<long long> id;
  s << "SELECT MIN(id) FROM mentors WHERE user_id = :user", soci::use(user_id), soci::into(id);
  return id;
}

namespace {

constexpr const char* kParticipantSelect =
    "SELECT pa.id, pa.code, pa.name, pa.kind, pa.user_id, pa.published FROM participants pa";

void bind_participant(soci::statement& st, ResultsRepository::ParticipantRef& p) {
  st.exchange(soci::into(p.id));
  st.exchange(soci::into(p.code));
  st.exchange(soci::into(p.name));
  st.exchange(soci::into(p.kind));
  st.exchange(soci::into(p.user_id));
}

struct ParticipantRow {
  ResultsRepository::ParticipantRef p;
  int published = 0;
};

std::vector<ResultsRepository::ParticipantRef> select_participants(soci::session& s,
                                                                   const std::string& tail,
                                                                   const db::Binds& binds) {
  return select_rows<ParticipantRow>(
      s, core::concat(kParticipantSelect, " ", tail), binds,
      [](soci::statement& st, ParticipantRow& r) {
        bind_participant(st, r.p);
        st.exchange(soci::into(r.published));
      },
      [](const ParticipantRow& r) {
        auto p = r.p;
        p.published = r.published != 0;
        return p;
      });
}

std::string participant_filter(const std::optional<std::string>& q,
                               const std::optional<std::vector<long long>>& ids, db::Binds& binds) {
  std::string sql = "WHERE 1 = 1";
  if (q) {
    sql += core::concat(" AND (", like_any("pa.name", *q, binds), " OR pa.code LIKE ",
                        binds.add(db::like_containing(core::lower_text(*q))), " ESCAPE '\\')");
  }
  if (ids) sql += " AND pa.id IN " + binds.add_list(*ids);
  return sql;
}

}  // namespace

std::optional<ResultsRepository::ParticipantRef> ResultsRepository::participant(soci::session& s,
                                                                                long long id) {
  db::Binds binds;
  auto rows = select_participants(s, "WHERE pa.id = " + binds.add(id), binds);
  if (rows.empty()) return std::nullopt;
  return rows.front();
}

std::optional<ResultsRepository::ParticipantRef> ResultsRepository::participant_of_user(
    soci::session& s, long long user_id) {
  db::Binds binds;
  auto rows = select_participants(
      s, "WHERE pa.user_id = " + binds.add(user_id) + " ORDER BY pa.id LIMIT 1", binds);
  if (rows.empty()) return std::nullopt;
  return rows.front();
}

std::vector<ResultsRepository::ParticipantRef> ResultsRepository::participants(
    soci::session& s, const std::optional<std::string>& q,
    const std::optional<std::vector<long long>>& ids, long long offset, long long limit) {
  db::Binds binds;
  std::string tail = participant_filter(q, ids, binds);
  tail += core::concat(" ORDER BY pa.name, pa.id LIMIT ", binds.add(limit), " OFFSET ",
                       binds.add(offset));
  return select_participants(s, tail, binds);
}

long long ResultsRepository::count_participants(soci::session& s,
                                                const std::optional<std::string>& q,
                                                const std::optional<std::vector<long long>>& ids) {
  db::Binds binds;
  return count_of(s, "SELECT COUNT(*) FROM participants pa " + participant_filter(q, ids, binds),
                  binds);
}

namespace {

std::vector<ResultsRepository::Option> options(soci::session& s, const std::string& sql) {
  db::Binds binds;
  return select_rows<ResultsRepository::Option>(
      s, sql, binds,
      [](soci::statement& st, ResultsRepository::Option& o) {
        st.exchange(soci::into(o.id));
        st.exchange(soci::into(o.title));
      },
      [](const ResultsRepository::Option& o) { return o; });
}

std::optional<std::string> title_of(soci::session& s, const std::string& table, long long id) {
  std::optional<std::string> title;
  s << core::concat("SELECT title FROM ", table, " WHERE id = :id"), soci::use(id),
      soci::into(title);
  if (!s.got_data()) return std::nullopt;
  return title;
}

}  // namespace

std::vector<ResultsRepository::Option> ResultsRepository::age_categories(soci::session& s) {
  return options(s, "SELECT id, title FROM age_categories ORDER BY sort, id");
}

std::vector<ResultsRepository::Option> ResultsRepository::creative_types(soci::session& s) {
  return options(s, "SELECT id, title FROM creative_types ORDER BY sort, id");
}

std::optional<std::string> ResultsRepository::age_category_title(soci::session& s, long long id) {
  return title_of(s, "age_categories", id);
}

std::optional<std::string> ResultsRepository::creative_type_title(soci::session& s, long long id) {
  return title_of(s, "creative_types", id);
}

// ---- order items

namespace {

constexpr const char* kOrderItemSelect =
    "SELECT i.id, i.order_id, o.number, o.status, i.event_id, i.kind, i.count, o.user_id,"
    " u.first_name, u.last_name, u.email,"
    " (SELECT COUNT(*) FROM performances p WHERE p.order_item_id = i.id)"
    " FROM order_items i JOIN orders o ON o.id = i.order_id JOIN users u ON u.id = o.user_id";

struct OrderItemRow {
  ResultsRepository::OrderItem item;
  long long user_id = 0;
  PersonCols user;
};

std::vector<ResultsRepository::OrderItem> select_order_items(soci::session& s,
                                                             const std::string& tail,
                                                             const db::Binds& binds) {
  return select_rows<OrderItemRow>(
      s, core::concat(kOrderItemSelect, " ", tail), binds,
      [](soci::statement& st, OrderItemRow& r) {
        auto& i = r.item;
        st.exchange(soci::into(i.id));
        st.exchange(soci::into(i.order_id));
        st.exchange(soci::into(i.order_number));
        st.exchange(soci::into(i.order_status));
        st.exchange(soci::into(i.event_id));
        st.exchange(soci::into(i.kind));
        st.exchange(soci::into(i.count));
        st.exchange(soci::into(r.user_id));
        r.user.bind(st);
        st.exchange(soci::into(i.performances));
      },
      [](const OrderItemRow& r) {
        auto i = r.item;
        i.customer = r.user.get(r.user_id);
        return i;
      });
}

}  // namespace

std::optional<ResultsRepository::OrderItem> ResultsRepository::order_item(soci::session& s,
                                                                          long long id) {
  db::Binds binds;
  auto rows = select_order_items(s, "WHERE i.id = " + binds.add(id), binds);
  if (rows.empty()) return std::nullopt;
  return rows.front();
}

std::vector<ResultsRepository::OrderItem> ResultsRepository::order_items_of_event(
    soci::session& s, long long event_id) {
  db::Binds binds;
  return select_order_items(s,
                            "WHERE i.kind = 'event' AND i.event_id = " + binds.add(event_id) +
                                " AND o.status <> 'cancelled' ORDER BY o.created_at, i.id",
                            binds);
}

// ---- assignments

std::vector<Assignment> ResultsRepository::assignments(soci::session& s, const AssignmentQuery& q) {
  db::Binds binds;
  std::string tail = assignment_filter(q, binds);
  tail += core::concat(
      " ORDER BY a.event_id, CASE a.role WHEN 'chair' THEN 0 WHEN 'juror' THEN 1 ELSE 2 END,"
      " a.id LIMIT ",
      binds.add(q.limit), " OFFSET ", binds.add(q.offset));
  return select_assignments(s, tail, binds);
}

long long ResultsRepository::count_assignments(soci::session& s, const AssignmentQuery& q) {
  db::Binds binds;
  return count_of(s, "SELECT COUNT(*) FROM event_assignments a " + assignment_filter(q, binds),
                  binds);
}

std::optional<Assignment> ResultsRepository::assignment(soci::session& s, long long id) {
  db::Binds binds;
  auto rows = select_assignments(s, "WHERE a.id = " + binds.add(id), binds);
  if (rows.empty()) return std::nullopt;
  return rows.front();
}

std::optional<Assignment> ResultsRepository::assignment_of(soci::session& s, long long event_id,
                                                           long long user_id) {
  db::Binds binds;
  auto rows = select_assignments(s,
                                 core::concat("WHERE a.event_id = ", binds.add(event_id),
                                              " AND a.user_id = ", binds.add(user_id)),
                                 binds);
  if (rows.empty()) return std::nullopt;
  return rows.front();
}

std::vector<Assignment> ResultsRepository::of_event(soci::session& s, long long event_id) {
  db::Binds binds;
  return select_assignments(
      s,
      core::concat("WHERE a.event_id = ", binds.add(event_id),
                   " ORDER BY CASE a.role WHEN 'chair' THEN 0 WHEN 'juror' THEN 1 ELSE 2 END,"
                   " a.id"),
      binds);
}

std::vector<Assignment> ResultsRepository::of_user(soci::session& s, long long user_id) {
  db::Binds binds;
  return select_assignments(
      s,
      core::concat("WHERE a.user_id = ", binds.add(user_id), " ORDER BY e.date_start DESC, a.id"),
      binds);
}

long long ResultsRepository::insert_assignment(soci::session& s, const Assignment& a) {
  long long id = 0;
  s << "INSERT INTO event_assignments (event_id, user_id, role, mentor_id, created_at)"
       " VALUES (:event, :user, :role, :mentor, :created) RETURNING id",
      soci::use(a.event_id), soci::use(a.user_id), soci::use(a.role), soci::use(a.mentor_id),
      soci::use(a.created_at), soci::into(id);
  return id;
}

void ResultsRepository::delete_assignment(soci::session& s, long long id) {
  s << "DELETE FROM event_assignments WHERE id = :id", soci::use(id);
}

// ---- the event's rule

std::optional<Scoring> ResultsRepository::stored_scoring(soci::session& s, long long event_id) {
  std::string criteria, thresholds, updated;
  int max_score = 10;
  std::optional<std::string> published_at;
  std::optional<long long> published_by;
  s << "SELECT criteria_json, max_score, thresholds_json, published_at, published_by,"
       " updated_at FROM event_scoring WHERE event_id = :event",
      soci::use(event_id), soci::into(criteria), soci::into(max_score), soci::into(thresholds),
      soci::into(published_at), soci::into(published_by), soci::into(updated);
  if (!s.got_data()) return std::nullopt;
  Scoring out = scoring_from(event_id, criteria, max_score, thresholds);
  out.published_at = published_at;
  out.published_by = published_by;
  out.updated_at = updated;
  return out;
}

Scoring ResultsRepository::scoring(soci::session& s, long long event_id) {
  if (auto stored = stored_scoring(s, event_id)) return std::move(*stored);
  return default_scoring(event_id);
}

Scoring ResultsRepository::lock_event(soci::session& s, long long event_id) {
  const Scoring defaults = default_scoring(event_id);
  const std::string criteria = criteria_json(defaults.criteria);
  const std::string thresholds = thresholds_json(defaults.thresholds);
  const std::string now = db::now_utc();
  s << "INSERT INTO event_scoring (event_id, criteria_json, max_score, thresholds_json,"
       " updated_at) VALUES (:event, :criteria, :max, :thresholds, :now)"
       " ON CONFLICT (event_id) DO NOTHING",
      soci::use(event_id), soci::use(criteria), soci::use(defaults.max_score),
      soci::use(thresholds), soci::use(now);
  s << "UPDATE event_scoring SET updated_at = updated_at WHERE event_id = :event",
      soci::use(event_id);
  return scoring(s, event_id);
}

void ResultsRepository::save_scoring(soci::session& s, const Scoring& scoring) {
  const std::string criteria = criteria_json(scoring.criteria);
  const std::string thresholds = thresholds_json(scoring.thresholds);
  s << "UPDATE event_scoring SET criteria_json = :criteria, max_score = :max, thresholds_json ="
       " :thresholds, updated_at = :updated WHERE event_id = :event",
      soci::use(criteria), soci::use(scoring.max_score), soci::use(thresholds),
      soci::use(scoring.updated_at), soci::use(scoring.event_id);
}

void ResultsRepository::set_published(soci::session& s, long long event_id,
                                      const std::optional<std::string>& at,
                                      const std::optional<long long>& by) {
  const std::string now = db::now_utc();
  s << "UPDATE event_scoring SET published_at = :at, published_by = :by, updated_at = :now"
       " WHERE event_id = :event",
      soci::use(at), soci::use(by), soci::use(now), soci::use(event_id);
}

int ResultsRepository::highest_score(soci::session& s, long long event_id) {
  std::optional<int> top;
  s << "SELECT MAX(sc.value) FROM scores sc JOIN performances p ON p.id = sc.performance_id"
       " WHERE p.event_id = :event",
      soci::use(event_id), soci::into(top);
  return top.value_or(0);
}

// ---- performances

std::vector<Performance> ResultsRepository::performances(soci::session& s,
                                                         const PerformanceQuery& q) {
  db::Binds binds;
  std::string tail = performance_filter(q, binds);
  tail += core::concat(" ORDER BY p.event_id, p.sort, p.id LIMIT ", binds.add(q.limit), " OFFSET ",
                       binds.add(q.offset));
  return select_performances(s, tail, binds);
}

long long ResultsRepository::count_performances(soci::session& s, const PerformanceQuery& q) {
  db::Binds binds;
  return count_of(s, "SELECT COUNT(*) FROM performances p " + performance_filter(q, binds), binds);
}

std::vector<Performance> ResultsRepository::of_event_performances(soci::session& s,
                                                                  long long event_id) {
  db::Binds binds;
  return select_performances(
      s, core::concat("WHERE p.event_id = ", binds.add(event_id), " ORDER BY p.sort, p.id"), binds);
}

std::optional<Performance> ResultsRepository::performance(soci::session& s, long long id) {
  db::Binds binds;
  auto rows = select_performances(s, "WHERE p.id = " + binds.add(id), binds);
  if (rows.empty()) return std::nullopt;
  return rows.front();
}

long long ResultsRepository::insert_performance(soci::session& s, const Performance& p) {
  long long id = 0;
  s << "INSERT INTO performances (event_id, participant_id, performer, user_id, order_item_id,"
       " nomination, age_category_id, creative_type_id, piece, sort, title_override, created_at,"
       " updated_at) VALUES (:event, :participant, :performer, :user, :item, :nomination,"
       " :age, :type, :piece, :sort, :title, :created, :updated) RETURNING id",
      soci::use(p.event_id), soci::use(p.participant_id), soci::use(p.performer),
      soci::use(p.user_id), soci::use(p.order_item_id), soci::use(p.nomination),
      soci::use(p.age_category_id), soci::use(p.creative_type_id), soci::use(p.piece),
      soci::use(p.sort), soci::use(p.title_override), soci::use(p.created_at),
      soci::use(p.updated_at), soci::into(id);
  return id;
}

void ResultsRepository::update_performance(soci::session& s, const Performance& p) {
  s << "UPDATE performances SET participant_id = :participant, performer = :performer, user_id ="
       " :user, order_item_id = :item, nomination = :nomination, age_category_id = :age,"
       " creative_type_id = :type, piece = :piece, sort = :sort, updated_at = :updated"
       " WHERE id = :id",
      soci::use(p.participant_id), soci::use(p.performer), soci::use(p.user_id),
      soci::use(p.order_item_id), soci::use(p.nomination), soci::use(p.age_category_id),
      soci::use(p.creative_type_id), soci::use(p.piece), soci::use(p.sort), soci::use(p.updated_at),
      soci::use(p.id);
}

void ResultsRepository::delete_performance(soci::session& s, long long id) {
  s << "DELETE FROM scores WHERE performance_id = :id", soci::use(id);
  s << "DELETE FROM diplomas WHERE performance_id = :id", soci::use(id);
  s << "DELETE FROM performances WHERE id = :id", soci::use(id);
}

void ResultsRepository::set_title_override(soci::session& s, long long id,
                                           const std::optional<std::string>& title,
                                           const std::string& updated_at) {
  s << "UPDATE performances SET title_override = :title, updated_at = :updated WHERE id = :id",
      soci::use(title), soci::use(updated_at), soci::use(id);
}

long long ResultsRepository::next_sort(soci::session& s, long long event_id) {
  std::optional<long long> top;
  s << "SELECT MAX(sort) FROM performances WHERE event_id = :event", soci::use(event_id),
      soci::into(top);
  return top.value_or(0) + 1;
}

// ---- scores

std::vector<Score> ResultsRepository::scores_of_event(soci::session& s, long long event_id) {
  db::Binds binds;
  return select_rows<Score>(
      s,
      "SELECT sc.performance_id, sc.juror_id, sc.criterion, sc.value FROM scores sc"
      " JOIN performances p ON p.id = sc.performance_id WHERE p.event_id = " +
          binds.add(event_id),
      binds,
      [](soci::statement& st, Score& r) {
        st.exchange(soci::into(r.performance_id));
        st.exchange(soci::into(r.juror_id));
        st.exchange(soci::into(r.criterion));
        st.exchange(soci::into(r.value));
      },
      [](const Score& r) { return r; });
}

void ResultsRepository::put_score(soci::session& s, const Score& score, const std::string& now) {
  s << "INSERT INTO scores (performance_id, juror_id, criterion, value, updated_at)"
       " VALUES (:performance, :juror, :criterion, :value, :now)"
       " ON CONFLICT (performance_id, juror_id, criterion) DO UPDATE SET value = excluded.value,"
       " updated_at = excluded.updated_at",
      soci::use(score.performance_id), soci::use(score.juror_id), soci::use(score.criterion),
      soci::use(score.value), soci::use(now);
}

void ResultsRepository::delete_score(soci::session& s, long long performance_id, long long juror_id,
                                     const std::string& criterion) {
  s << "DELETE FROM scores WHERE performance_id = :performance AND juror_id = :juror AND"
       " criterion = :criterion",
      soci::use(performance_id), soci::use(juror_id), soci::use(criterion);
}

// ---- diplomas and published results

std::optional<std::string> ResultsRepository::diploma_code(soci::session& s,
                                                           long long performance_id) {
  std::string code;
  s << "SELECT code FROM diplomas WHERE performance_id = :id", soci::use(performance_id),
      soci::into(code);
  if (!s.got_data()) return std::nullopt;
  return code;
}

bool ResultsRepository::diploma_code_taken(soci::session& s, const std::string& code) {
  long long n = 0;
  s << "SELECT COUNT(*) FROM diplomas WHERE code = :code", soci::use(code), soci::into(n);
  return n > 0;
}

void ResultsRepository::write_diploma(soci::session& s, long long performance_id,
                                      const std::string& code, const std::string& title,
                                      const std::string& now) {
  // A diploma keeps its code once printed; a title changed before publishing again is the one
  // the verification page shows, with the date it was given.
  s << "INSERT INTO diplomas (performance_id, code, title, issued_at)"
       " VALUES (:performance, :code, :title, :now)"
       " ON CONFLICT (performance_id) DO UPDATE SET title = excluded.title,"
       " issued_at = CASE WHEN diplomas.title = excluded.title THEN diplomas.issued_at"
       " ELSE excluded.issued_at END",
      soci::use(performance_id), soci::use(code), soci::use(title), soci::use(now);
}

std::optional<PublicResult> ResultsRepository::diploma(soci::session& s, const std::string& code) {
  db::Binds binds;
  auto rows = select_results(s, "WHERE d.code = " + binds.add(code), binds);
  if (rows.empty()) return std::nullopt;
  return rows.front();
}

std::vector<PublicResult> ResultsRepository::diplomas_of_user(soci::session& s, long long user_id) {
  db::Binds binds;
  return select_results(s,
                        core::concat("WHERE p.user_id = ", binds.add(user_id),
                                     " ORDER BY e.date_start DESC, p.sort, p.id LIMIT 500"),
                        binds);
}

std::vector<PublicResult> ResultsRepository::results_of_event(soci::session& s,
                                                              long long event_id) {
  db::Binds binds;
  return select_results(s,
                        core::concat("WHERE e.published = 1 AND e.id = ", binds.add(event_id),
                                     " ORDER BY p.sort, p.id"),
                        binds);
}

std::vector<PublicResult> ResultsRepository::results_of_participant(soci::session& s,
                                                                    long long participant_id) {
  db::Binds binds;
  return select_results(
      s,
      core::concat("WHERE e.published = 1 AND p.participant_id = ", binds.add(participant_id),
                   " ORDER BY e.date_start DESC, e.id DESC, p.sort, p.id LIMIT 200"),
      binds);
}

bool ResultsRepository::performed(soci::session& s, long long event_id, long long user_id) {
  long long n = 0;
  s << "SELECT COUNT(*) FROM performances WHERE event_id = :event AND user_id = :user",
      soci::use(event_id), soci::use(user_id), soci::into(n);
  return n > 0;
}

// ---- reviews

std::vector<Review> ResultsRepository::reviews(soci::session& s, const ReviewQuery& q) {
  db::Binds binds;
  std::string tail = review_filter(q, binds);
  tail += core::concat(
      q.oldest_first ? " ORDER BY r.created_at, r.id" : " ORDER BY r.created_at DESC, r.id DESC",
      " LIMIT ", binds.add(q.limit), " OFFSET ", binds.add(q.offset));
  return select_reviews(s, tail, binds);
}

long long ResultsRepository::count_reviews(soci::session& s, const ReviewQuery& q) {
  db::Binds binds;
  return count_of(s, "SELECT COUNT(*) FROM event_reviews r " + review_filter(q, binds), binds);
}

std::optional<Review> ResultsRepository::review(soci::session& s, long long id) {
  db::Binds binds;
  auto rows = select_reviews(s, "WHERE r.id = " + binds.add(id), binds);
  if (rows.empty()) return std::nullopt;
  return rows.front();
}

std::optional<Review> ResultsRepository::review_of(soci::session& s, long long event_id,
                                                   long long user_id) {
  db::Binds binds;
  auto rows = select_reviews(s,
                             core::concat("WHERE r.event_id = ", binds.add(event_id),
                                          " AND r.user_id = ", binds.add(user_id)),
                             binds);
  if (rows.empty()) return std::nullopt;
  return rows.front();
}

std::vector<Review> ResultsRepository::reviews_of_user(soci::session& s, long long user_id) {
  db::Binds binds;
  return select_reviews(
      s, core::concat("WHERE r.user_id = ", binds.add(user_id), " ORDER BY r.id DESC LIMIT 500"),
      binds);
}

long long ResultsRepository::insert_review(soci::session& s, const Review& r) {
  long long id = 0;
  s << "INSERT INTO event_reviews (event_id, user_id, rating, text, status, created_at,"
       " updated_at) VALUES (:event, :user, :rating, :text, :status, :created, :updated)"
       " RETURNING id",
      soci::use(r.event_id), soci::use(r.user_id), soci::use(r.rating), soci::use(r.text),
      soci::use(r.status), soci::use(r.created_at), soci::use(r.updated_at), soci::into(id);
  return id;
}

void ResultsRepository::update_review(soci::session& s, const Review& r) {
  s << "UPDATE event_reviews SET rating = :rating, text = :text, status = :status, note = :note,"
       " updated_at = :updated, decided_at = :decided, decided_by = :by WHERE id = :id",
      soci::use(r.rating), soci::use(r.text), soci::use(r.status), soci::use(r.note),
      soci::use(r.updated_at), soci::use(r.decided_at), soci::use(r.decided_by), soci::use(r.id);
}

ResultsRepository::Rating ResultsRepository::rating(soci::session& s, long long event_id) {
  Rating out;
  std::optional<long long> sum;
  s << "SELECT SUM(rating), COUNT(*) FROM event_reviews WHERE event_id = :event AND status ="
       " 'published'",
      soci::use(event_id), soci::into(sum), soci::into(out.count);
  out.sum = sum.value_or(0);
  return out;
}

std::optional<ResultsRepository::Rating> ResultsRepository::rating_by_code(
    soci::session& s, const std::string& event_code) {
  Rating out;
  std::optional<long long> sum;
  s << "SELECT SUM(r.rating), COUNT(*) FROM event_reviews r JOIN events e ON e.id = r.event_id"
       " WHERE e.code = :code AND r.status = 'published'",
      soci::use(event_code), soci::into(sum), soci::into(out.count);
  if (out.count == 0) return std::nullopt;
  out.sum = sum.value_or(0);
  return out;
}

}  // namespace platform::results
