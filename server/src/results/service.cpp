#include "results/service.hpp"

#include <soci/soci.h>

#include <algorithm>
#include <boost/json.hpp>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

#include "cache/versions.hpp"
#include "catalog/dates.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/json_null.hpp"
#include "core/validation.hpp"
#include "db/change_counters.hpp"
#include "db/work.hpp"
#include "mail/templates.hpp"
#include "results/diploma.hpp"

namespace platform::results {
namespace json = boost::json;
using core::ApiError;
using core::ErrorKind;

namespace {

constexpr long long kMaxId = 1LL << 53;
const core::Rule kRequired{"required"};

[[noreturn]] void conflict(std::string message) {
  throw ApiError(ErrorKind::conflict, std::move(message));
}

// ---- JSON

json::value city_json(const std::optional<City>& c) {
  if (!c) return nullptr;
  return json::object{{"slug", c->slug}, {"name", c->name}};
}

json::object event_json(const EventRef& e) {
  return {{"id", e.id},
          {"code", e.code},
          {"name", e.name},
          {"date_start", e.date_start},
          {"date_end", e.date_end},
          {"city", city_json(e.city)}};
}

json::array criteria_array(const Scoring& s) {
  json::array out;
  for (const auto& c : s.criteria)
    out.push_back(json::object{{"code", c.code}, {"title", c.title}});
  return out;
}

json::object thresholds_object(const Thresholds& t) {
  return {{"grand_prix", t.grand_prix},
          {"laureate_1", t.laureate_1},
          {"laureate_2", t.laureate_2},
          {"laureate_3", t.laureate_3},
          {"diplomant", t.diplomant}};
}

json::object scoring_json(const Scoring& s) {
  return {{"criteria", criteria_array(s)},
          {"max_score", s.max_score},
          {"thresholds", thresholds_object(s.thresholds)},
          {"published_at", core::or_null(s.published_at)}};
}

json::value number_or_null(const std::optional<double>& v) {
  if (!v) return nullptr;
  return *v;
}

json::value text_or_null(const std::string& text) {
  if (text.empty()) return nullptr;
  return json::value(text);
}

json::object person_json(const Person& p) {
  return {{"id", p.id}, {"name", p.name()}, {"email", p.email}};
}

json::object assignment_json(const Assignment& a) {
  json::value mentor = nullptr;
  if (a.mentor_id)
    mentor = json::object{{"id", *a.mentor_id},
                          {"code", core::or_null(a.mentor_code)},
                          {"name", core::or_null(a.mentor_name)}};
  return {{"id", a.id},
          {"event_id", a.event_id},
          {"user_id", a.user_id},
          {"role", a.role},
          {"role_title", role_title(a.role)},
          {"mentor_id", core::or_null(a.mentor_id)},
          {"created_at", a.created_at},
          {"user", person_json(a.user)},
          {"mentor", mentor},
          {"event", {{"id", a.event_id}, {"code", a.event_code}, {"name", a.event_name}}}};
}

json::object performance_json(const Performance& p) {
  json::value participant = nullptr;
  if (p.participant_id)
    participant = json::object{{"id", *p.participant_id},
                               {"code", core::or_null(p.participant_code)},
                               {"name", core::or_null(p.participant_name)}};
  return {{"id", p.id},
          {"event_id", p.event_id},
          {"participant_id", core::or_null(p.participant_id)},
          {"participant", participant},
          {"performer", p.performer},
          {"user_id", core::or_null(p.user_id)},
          {"user", p.user ? json::value(person_json(*p.user)) : json::value(nullptr)},
          {"order_item_id", core::or_null(p.order_item_id)},
          {"nomination", p.nomination},
          {"age_category_id", core::or_null(p.age_category_id)},
          {"age_category", core::or_null(p.age_category)},
          {"creative_type_id", core::or_null(p.creative_type_id)},
          {"creative_type", core::or_null(p.creative_type)},
          {"piece", core::or_null(p.piece)},
          {"sort", p.sort},
          {"title_override", core::or_null(p.title_override)},
          {"created_at", p.created_at},
          {"updated_at", p.updated_at}};
}

json::object review_event_json(const Review& r) {
  return {{"id", r.event_id},
          {"code", r.event_code},
          {"name", r.event_name},
          {"date_start", r.event_date_start}};
}

// A review as its author reads it.
json::object own_review_json(const Review& r) {
  return {{"id", r.id},
          {"event", review_event_json(r)},
          {"rating", r.rating},
          {"text", r.text},
          {"status", r.status},
          {"note", core::or_null(r.note)},
          {"created_at", r.created_at},
          {"updated_at", r.updated_at},
          {"decided_at", core::or_null(r.decided_at)}};
}

// A review as the moderators read it.
json::object admin_review_json(const Review& r) {
  return {{"id", r.id},
          {"event_id", r.event_id},
          {"event", review_event_json(r)},
          {"user_id", r.user_id},
          {"user", person_json(r.user)},
          {"author", r.author()},
          {"rating", r.rating},
          {"text", r.text},
          {"status", r.status},
          {"note", core::or_null(r.note)},
          {"created_at", r.created_at},
          {"updated_at", r.updated_at},
          {"decided_at", core::or_null(r.decided_at)},
          {"decided_by", core::or_null(r.decided_by)}};
}

// An admin list's page: the repository's rows of the query as JSON, and how many there are.
template <class Query, class Row>
ListPage list_page(db::Database& database, const Query& query,
                   std::vector<Row> (*rows)(soci::session&, const Query&),
                   long long (*count)(soci::session&, const Query&),
                   json::object (*to_json)(const Row&)) {
  db::Lease s(database);
  ListPage page;
  for (const auto& row : rows(s, query)) page.rows.push_back(to_json(row));
  page.total = count(s, query);
  return page;
}

// An admin record as JSON, or 404 with its message.
template <class Row>
json::object one_or_404(db::Database& database, long long id,
                        std::optional<Row> (*find)(soci::session&, long long),
                        const char* not_found, json::object (*to_json)(const Row&)) {
  db::Lease s(database);
  const auto row = find(s, id);
  if (!row) core::throw_not_found(not_found);
  return to_json(*row);
}

std::string pdf_path(const std::string& code) {
  return core::concat("/api/diplomas/", code, "/pdf");
}

// The titles from the highest: the festival page's order within a group.
int title_rank(const std::string& title) {
  const char* order[] = {kGrandPrix, kLaureate1, kLaureate2, kLaureate3, kDiplomant, kParticipant};
  for (int i = 0; i < 6; ++i) {
    if (title == order[i]) return i;
  }
  return 6;
}

// ---- the juror's own scores

using Values = std::map<std::string, int>;

std::map<long long, Values> scores_of_juror(const std::vector<Score>& scores, long long juror) {
  std::map<long long, Values> out;
  for (const auto& s : scores) {
    if (s.juror_id == juror) out[s.performance_id][s.criterion] = s.value;
  }
  return out;
}

bool complete(const Values& values, const Scoring& scoring) {
  return std::all_of(scoring.criteria.begin(), scoring.criteria.end(),
                     [&](const Criterion& c) { return values.count(c.code) > 0; });
}

json::object values_json(const Values& values, const Scoring& scoring) {
  json::object out;
  // Only the event's criteria: a score of a criterion since removed is kept but not shown.
  for (const auto& c : scoring.criteria) {
    const auto found = values.find(c.code);
    if (found != values.end()) out[c.code] = found->second;
  }
  return out;
}

std::vector<long long> juror_ids(const std::vector<Assignment>& assignments) {
  std::vector<long long> out;
  for (const auto& a : assignments) {
    if (scores_role(a.role)) out.push_back(a.user_id);
  }
  return out;
}

// ---- reading fields

// A reference id of the body: nothing when absent; `set` false when the field is absent (an
// update keeps the value), true with nullopt when it is null.
struct RefField {
  bool present = false;
  std::optional<long long> id;
};

RefField read_ref(core::FieldReader& f, const json::object& body, std::string_view key,
                  bool required = false) {
  RefField out;
  out.present = body.contains(key);
  out.id = f.whole_number(key, 1, kMaxId, required);
  return out;
}

// The threshold's keys in order, with the title each one opens.
constexpr std::pair<const char*, const char*> kThresholdKeys[] = {{"grand_prix", kGrandPrix},
                                                                  {"laureate_1", kLaureate1},
                                                                  {"laureate_2", kLaureate2},
                                                                  {"laureate_3", kLaureate3},
                                                                  {"diplomant", kDiplomant}};

double& threshold_of(Thresholds& t, std::string_view key) {
  if (key == "grand_prix") return t.grand_prix;
  if (key == "laureate_1") return t.laureate_1;
  if (key == "laureate_2") return t.laureate_2;
  if (key == "laureate_3") return t.laureate_3;
  return t.diplomant;
}

bool is_code(std::string_view code) {
  return !code.empty() && std::all_of(code.begin(), code.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
  });
}

// The criteria of a rule as sent: 1 to kMaxCriteria of {code, title}, codes unique.
std::vector<Criterion> read_criteria(const json::value& value, core::FieldErrors& errors) {
  std::vector<Criterion> out;
  if (!value.is_array()) {
    errors["criteria"].push_back("Должно быть списком");
    return out;
  }
  const auto& list = value.get_array();
  if (list.empty() || list.size() > kMaxCriteria) {
    errors["criteria"].push_back(
        core::concat("Нужно от 1 до ", std::to_string(kMaxCriteria), " критериев"));
    return out;
  }
  std::set<std::string> seen;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string prefix = core::concat("criteria[", std::to_string(i), "].");
    if (!list[i].is_object()) {
      errors[core::concat("criteria[", std::to_string(i), "]")].push_back("Должно быть объектом");
      continue;
    }
    core::FieldReader f(list[i].get_object());
    auto code = f.text("code", {kRequired, {"max", static_cast<std::int64_t>(kMaxCriterionCode)}});
    auto title =
        f.text("title", {kRequired, {"max", static_cast<std::int64_t>(kMaxCriterionTitle)}});
    if (code && !is_code(*code))
      f.fail("code", "Только строчные латинские буквы, цифры, дефис и подчёркивание");
    else if (code && !seen.insert(*code).second)
      f.fail("code", "Код критерия повторяется");
    try {
      f.finish();
      out.push_back({*code, *title});
    } catch (const ApiError& e) {
      for (const auto& [field, messages] : e.fields()) {
        auto& list_of = errors[prefix + field];
        list_of.insert(list_of.end(), messages.begin(), messages.end());
      }
    }
  }
  return out;
}

// The thresholds sent over `t` (a key left out keeps its value): numbers from 0 to the scale,
// each no higher than the one above it.
void read_thresholds(const json::value& value, int max_score, Thresholds& t,
                     core::FieldErrors& errors) {
  if (!value.is_object()) {
    errors["thresholds"].push_back("Должно быть объектом");
    return;
  }
  const auto& o = value.get_object();
  for (const auto& [key, title] : kThresholdKeys) {
    const auto* v = o.if_contains(key);
    if (!v) continue;
    const std::string field = core::concat("thresholds.", key);
    if (!v->is_number()) {
      errors[field].push_back("Должно быть числом");
      continue;
    }
    threshold_of(t, key) = v->to_number<double>();
  }
  const char* above = nullptr;
  double previous = 0;
  for (const auto& [key, title] : kThresholdKeys) {
    const std::string field = core::concat("thresholds.", key);
    const double v = threshold_of(t, key);
    if (errors.count(field)) continue;
    if (!std::isfinite(v) || v < 0 || v > max_score) {
      errors[field].push_back(core::concat("Число от 0 до ", std::to_string(max_score)));
    } else if (above && v > previous) {
      errors[field].push_back(core::concat("Не может быть выше порога звания «", above, "»"));
    }
    above = title;
    previous = v;
  }
}

// ---- mail texts

std::string event_line(const EventRef& e) {
  std::string out = core::concat(e.name, " (", dates_text(e.date_start, e.date_end));
  if (e.city) out += core::concat(", ", e.city->name);
  return out + ")";
}

mail::Email invitation_email(const Person& user, const EventRef& event, const std::string& role,
                             const std::string& jury_link) {
  const bool jury = scores_role(role);
  std::string body = core::concat("Здравствуйте, ", user.first_name, "!\n\n");
  if (jury) {
    body +=
        core::concat("Вас пригласили в жюри: ", event_line(event),
                     ".\nВаша роль: ", role == "chair" ? "председатель жюри" : "член жюри", ".\n\n",
                     "Выступления участников и форма оценок — в личном кабинете, в разделе "
                     "«Судейство»:\n",
                     jury_link,
                     "\n\nКаждое выступление оценивается по критериям мероприятия. Оценки "
                     "можно менять, пока результаты не опубликованы.\n");
  } else {
    body += core::concat("Вас назначили менеджером мероприятия: ", event_line(event),
                         ".\n\nСписок выступлений — в личном кабинете, в разделе «Судейство»:\n",
                         jury_link, "\n");
  }
  body += "\nТерритория творчества\n";
  return {
      core::concat(jury ? "Вас пригласили в жюри: " : "Вас назначили на мероприятие: ", event.name),
      body};
}

}  // namespace

// ---- the juror's account

json::array ResultsService::jury_events(long long user_id) {
  db::Lease s(repository_.database());
  json::array out;
  for (const auto& a : ResultsRepository::of_user(s, user_id)) {
    const auto event = ResultsRepository::event(s, a.event_id);
    if (!event) continue;
    const auto scoring = ResultsRepository::scoring(s, a.event_id);
    const auto performances = ResultsRepository::of_event_performances(s, a.event_id);
    const auto mine = scores_of_juror(ResultsRepository::scores_of_event(s, a.event_id), user_id);
    long long scored = 0;
    for (const auto& p : performances) {
      const auto found = mine.find(p.id);
      if (found != mine.end() && complete(found->second, scoring)) ++scored;
    }
    out.push_back(json::object{{"event", event_json(*event)},
                               {"role", a.role},
                               {"role_title", role_title(a.role)},
                               {"scored", scored},
                               {"total", static_cast<long long>(performances.size())},
                               {"published", scoring.published_at.has_value()}});
  }
  return out;
}

json::object ResultsService::jury_event(long long user_id, long long event_id) {
  db::Lease s(repository_.database());
  const auto a = ResultsRepository::assignment_of(s, event_id, user_id);
  const auto event = a ? ResultsRepository::event(s, event_id) : std::nullopt;
  if (!event) core::throw_not_found(kEventNotFound);
  const auto scoring = ResultsRepository::scoring(s, event_id);
  const auto performances = ResultsRepository::of_event_performances(s, event_id);
  const auto scores = ResultsRepository::scores_of_event(s, event_id);
  const auto mine = scores_of_juror(scores, user_id);
  const bool published = scoring.published_at.has_value();
  std::vector<Computed> computed;
  if (published)
    computed =
        compute(performances, scores, juror_ids(ResultsRepository::of_event(s, event_id)), scoring);
  json::array items;
  for (std::size_t i = 0; i < performances.size(); ++i) {
    const auto& p = performances[i];
    const auto found = mine.find(p.id);
    const Values none;
    const Values& values = found == mine.end() ? none : found->second;
    items.push_back(json::object{
        {"id", p.id},
        {"performer", p.performer},
        {"nomination", p.nomination},
        {"age_category", core::or_null(p.age_category)},
        {"creative_type", core::or_null(p.creative_type)},
        {"piece", core::or_null(p.piece)},
        {"my_scores", values_json(values, scoring)},
        {"complete", complete(values, scoring)},
        // Public once published; never another juror's scores.
        {"title", published ? text_or_null(computed[i].title) : json::value(nullptr)}});
  }
  return {{"event", event_json(*event)},
          {"role", a->role},
          {"role_title", role_title(a->role)},
          {"scoring",
           {{"criteria", criteria_array(scoring)},
            {"max_score", scoring.max_score},
            {"thresholds", thresholds_object(scoring.thresholds)}}},
          {"performances", std::move(items)},
          {"published", published}};
}

json::object ResultsService::put_scores(long long user_id, long long performance_id,
                                        const json::object& body) {
  db::Work s(repository_.database());
  const auto p = ResultsRepository::performance(s, performance_id);
  const auto a = p ? ResultsRepository::assignment_of(s, p->event_id, user_id) : std::nullopt;
  if (!a) core::throw_not_found(kPerformanceNotFound);
  if (!scores_role(a->role)) throw ApiError(ErrorKind::forbidden, kOnlyJurors);
  const Scoring scoring = ResultsRepository::lock_event(s, p->event_id);
  if (scoring.published_at) conflict(kAlreadyPublished);

  core::FieldErrors errors;
  std::map<std::string, std::optional<int>> changes;
  const auto* values = body.if_contains("values");
  if (!values || values->is_null()) {
    errors["values"].push_back(core::kRequiredMessage);
  } else if (!values->is_object()) {
    errors["values"].push_back("Должно быть объектом");
  } else {
    std::set<std::string> known;
    for (const auto& c : scoring.criteria) known.insert(c.code);
    const std::string range =
        core::concat("Оценка — целое число от 0 до ", std::to_string(scoring.max_score));
    for (const auto& [key, v] : values->get_object()) {
      const std::string code(key);
      if (!known.count(code)) {
        errors[code.size() <= kMaxCriterionCode ? "values." + code : std::string("values")]
            .push_back("Нет такого критерия у мероприятия");
      } else if (v.is_null()) {
        changes[code] = std::nullopt;  // the score taken back
      } else if (v.is_int64() && v.get_int64() >= 0 && v.get_int64() <= scoring.max_score) {
        changes[code] = static_cast<int>(v.get_int64());
      } else {
        errors["values." + code].push_back(range);
      }
    }
  }
  if (!errors.empty()) core::throw_invalid(errors);

  const std::string now = db::now_utc();
  for (const auto& [code, value] : changes) {
    if (value)
      ResultsRepository::put_score(s, {performance_id, user_id, code, *value}, now);
    else
      ResultsRepository::delete_score(s, performance_id, user_id, code);
  }
  const auto mine =
      scores_of_juror(ResultsRepository::scores_of_event(s, p->event_id), user_id)[performance_id];
  s.commit();
  return {{"id", performance_id},
          {"my_scores", values_json(mine, scoring)},
          {"complete", complete(mine, scoring)}};
}

// ---- events/assigns

ListPage ResultsService::assignments(const AssignmentQuery& query) {
  return list_page(repository_.database(), query, &ResultsRepository::assignments,
                   &ResultsRepository::count_assignments, assignment_json);
}

json::object ResultsService::assignment(long long id) {
  return one_or_404(repository_.database(), id, &ResultsRepository::assignment, kAssignmentNotFound,
                    assignment_json);
}

json::object ResultsService::assign(const json::object& body, long long actor_id,
                                    const Link& link) {
  core::FieldReader f(body);
  const auto event_id = f.whole_number("event_id", 1, kMaxId, true);
  const auto user_id = f.whole_number("user_id", 1, kMaxId, true);
  const auto role = f.text("role", {kRequired, {"max", 20}});
  if (role && !is_role(*role))
    f.fail("role", "Выберите: председатель жюри, член жюри или менеджер");
  auto mentor_id = f.whole_number("mentor_id", 1, kMaxId, false);

  db::Work s(repository_.database());
  const auto event = event_id ? ResultsRepository::event(s, *event_id) : std::nullopt;
  if (event_id && !event) f.fail("event_id", kEventNotFound);
  const auto user = user_id ? ResultsRepository::live_user(s, *user_id) : std::nullopt;
  if (user_id && !user) f.fail("user_id", kUserNotFound);
  if (mentor_id && !ResultsRepository::mentor_exists(s, *mentor_id))
    f.fail("mentor_id", kMentorNotFound);
  std::optional<Scoring> scoring;
  if (event) {
    // Two managers assigning at once meet here: one chair, one row per user.
    scoring = ResultsRepository::lock_event(s, event->id);
    if (user && ResultsRepository::assignment_of(s, event->id, user->id))
      f.fail("user_id", kAlreadyAssigned);
    if (role && *role == "chair") {
      for (const auto& other : ResultsRepository::of_event(s, event->id)) {
        if (other.role == "chair") f.fail("role", kChairTaken);
      }
    }
  }
  f.finish();
  if (scoring->published_at) conflict(kAlreadyPublished);

  Assignment a;
  a.event_id = event->id;
  a.user_id = user->id;
  a.role = *role;
  a.mentor_id = mentor_id ? mentor_id : ResultsRepository::mentor_of_user(s, user->id);
  a.created_at = db::now_utc();
  a.id = ResultsRepository::insert_assignment(s, a);
  const auto mail = invitation_email(*user, *event, a.role, link("id", kJuryPath));
  postman_.email(s, user->email, mail.subject, mail.body);
  const auto saved = ResultsRepository::assignment(s, a.id);
  auto out = assignment_json(*saved);
  audit_.record_change(s, actor_id, "event_assignment", a.id, "create", nullptr, out);
  // A mentor's page lists the events they judge (people/directory caches it with the catalogue).
  s.changed(cache::Domain::catalog);
  s.commit();
  return out;
}

json::object ResultsService::unassign(long long id, long long actor_id) {
  db::Work s(repository_.database());
  const auto a = ResultsRepository::assignment(s, id);
  if (!a) core::throw_not_found(kAssignmentNotFound);
  if (ResultsRepository::lock_event(s, a->event_id).published_at) conflict(kAlreadyPublished);
  // The juror's scores stay in the table but no longer count: the rule counts the jurors
  // assigned, and assigning them again brings the scores back.
  ResultsRepository::delete_assignment(s, id);
  auto out = assignment_json(*a);
  audit_.record_change(s, actor_id, "event_assignment", id, "delete", out, nullptr);
  s.changed(cache::Domain::catalog);  // the mentor's page, as above
  s.commit();
  return out;
}

ListPage ResultsService::candidates(const std::optional<std::string>& q,
                                    const std::optional<std::vector<long long>>& ids,
                                    long long offset, long long limit) {
  db::Lease s(repository_.database());
  ListPage page;
  for (const auto& c : ResultsRepository::candidates(s, q, ids, offset, limit)) {
    json::value mentor = nullptr;
    if (c.mentor_id)
      mentor = json::object{{"id", *c.mentor_id},
                            {"code", core::or_null(c.mentor_code)},
                            {"name", core::or_null(c.mentor_name)}};
    page.rows.push_back(json::object{{"id", c.person.id},
                                     {"name", c.person.name()},
                                     {"email", c.person.email},
                                     {"mentor", mentor}});
  }
  page.total = ResultsRepository::count_candidates(s, q, ids);
  return page;
}

// ---- the events the results' screens pick

namespace {

json::object event_row_json(const ResultsRepository::EventRow& r, const std::string& today) {
  auto out = event_json(r.event);
  out["published"] = r.event.published;
  out["ended"] = r.event.date_end < today;
  out["performances"] = r.performances;
  out["jurors"] = r.jurors;
  out["results_published_at"] = core::or_null(r.published_at);
  return out;
}

}  // namespace

ListPage ResultsService::events(const ResultsRepository::EventQuery& query) {
  db::Lease s(repository_.database());
  ListPage page;
  for (const auto& r : ResultsRepository::events(s, query))
    page.rows.push_back(event_row_json(r, query.today));
  page.total = ResultsRepository::count_events(s, query);
  return page;
}

json::object ResultsService::event_row(long long id) {
  ResultsRepository::EventQuery q;
  q.ids = std::vector<long long>{id};
  q.today = catalog::today_utc();
  db::Lease s(repository_.database());
  const auto rows = ResultsRepository::events(s, q);
  if (rows.empty()) core::throw_not_found(kEventNotFound);
  return event_row_json(rows.front(), q.today);
}

// ---- events/results

json::object ResultsService::results(long long event_id) {
  db::Lease s(repository_.database());
  const auto event = ResultsRepository::event(s, event_id);
  if (!event) core::throw_not_found(kEventNotFound);
  const auto scoring = ResultsRepository::scoring(s, event_id);
  const auto performances = ResultsRepository::of_event_performances(s, event_id);
  const auto scores = ResultsRepository::scores_of_event(s, event_id);
  const auto assignments = ResultsRepository::of_event(s, event_id);
  const auto jurors = juror_ids(assignments);
  const auto computed = compute(performances, scores, jurors, scoring);

  std::map<long long, std::map<long long, Values>> by_juror;  // juror -> performance -> values
  for (const auto& sc : scores) by_juror[sc.juror_id][sc.performance_id][sc.criterion] = sc.value;
  json::array items;
  long long untitled = 0;
  for (std::size_t i = 0; i < performances.size(); ++i) {
    const auto& p = performances[i];
    json::array grid;
    for (const auto& a : assignments) {
      if (!scores_role(a.role)) continue;
      const Values& values = by_juror[a.user_id][p.id];
      grid.push_back(json::object{{"juror", {{"id", a.user_id}, {"name", a.juror_name()}}},
                                  {"values", values_json(values, scoring)},
                                  {"complete", complete(values, scoring)}});
    }
    if (computed[i].title.empty()) ++untitled;
    auto row = performance_json(p);
    row["scores_by_juror"] = std::move(grid);
    row["average"] = number_or_null(computed[i].average);
    row["computed_title"] = text_or_null(computed[i].computed_title);
    row["title"] = text_or_null(computed[i].title);
    row["diploma_code"] = core::or_null(ResultsRepository::diploma_code(s, p.id));
    items.push_back(std::move(row));
  }
  json::array juror_list;
  for (const auto& a : assignments) {
    long long scored = 0;
    for (const auto& p : performances) {
      const auto found = by_juror.find(a.user_id);
      if (found == by_juror.end()) continue;
      const auto values = found->second.find(p.id);
      if (values != found->second.end() && complete(values->second, scoring)) ++scored;
    }
    json::object j{
        {"id", a.user_id},        {"assignment_id", a.id},
        {"name", a.juror_name()}, {"email", a.user.email},
        {"role", a.role},         {"role_title", role_title(a.role)},
        {"scored", scored},       {"total", static_cast<long long>(performances.size())}};
    juror_list.push_back(std::move(j));
  }
  json::array age_options, type_options, titles;
  for (const auto& o : ResultsRepository::age_categories(s))
    age_options.push_back(json::object{{"id", o.id}, {"title", o.title}});
  for (const auto& o : ResultsRepository::creative_types(s))
    type_options.push_back(json::object{{"id", o.id}, {"title", o.title}});
  for (const char* t : {kGrandPrix, kLaureate1, kLaureate2, kLaureate3, kDiplomant, kParticipant})
    titles.push_back(json::string(t));
  return {{"event", event_json(*event)},
          {"scoring", scoring_json(scoring)},
          {"performances", std::move(items)},
          {"jurors", std::move(juror_list)},
          {"untitled", untitled},
          {"published_at", core::or_null(scoring.published_at)},
          {"published_by", core::or_null(scoring.published_by)},
          {"options",
           {{"age_categories", std::move(age_options)},
            {"creative_types", std::move(type_options)},
            {"titles", std::move(titles)}}}};
}

json::object ResultsService::save_scoring(long long event_id, const json::object& body,
                                          long long actor_id) {
  db::Work s(repository_.database());
  if (!ResultsRepository::event(s, event_id)) core::throw_not_found(kEventNotFound);
  const Scoring before = ResultsRepository::lock_event(s, event_id);
  if (before.published_at) conflict(kAlreadyPublished);
  Scoring after = before;
  core::FieldErrors errors;
  {
    core::FieldReader f(body);
    if (body.contains("max_score")) {
      if (const auto max = f.whole_number("max_score", 1, kMaxScale, true)) {
        const int highest = ResultsRepository::highest_score(s, event_id);
        if (*max < highest)
          f.fail("max_score", core::concat("Уже выставлены оценки до ", std::to_string(highest),
                                           ": шкала не может быть меньше"));
        else
          after.max_score = static_cast<int>(*max);
      }
    }
    try {
      f.finish();
    } catch (const ApiError& e) {
      errors = e.fields();
    }
  }
  if (const auto* criteria = body.if_contains("criteria")) {
    auto list = read_criteria(*criteria, errors);
    if (!list.empty()) after.criteria = std::move(list);
  }
  if (const auto* thresholds = body.if_contains("thresholds"))
    read_thresholds(*thresholds, after.max_score, after.thresholds, errors);
  else
    read_thresholds(json::object{}, after.max_score, after.thresholds, errors);
  if (!errors.empty()) core::throw_invalid(errors);
  after.updated_at = db::now_utc();
  ResultsRepository::save_scoring(s, after);
  auto out = scoring_json(after);
  audit_.record_change(s, actor_id, "event_scoring", event_id, "edit", scoring_json(before), out);
  s.commit();
  return out;
}

ListPage ResultsService::performances(const PerformanceQuery& query) {
  return list_page(repository_.database(), query, &ResultsRepository::performances,
                   &ResultsRepository::count_performances, performance_json);
}

json::object ResultsService::performance(long long id) {
  return one_or_404(repository_.database(), id, &ResultsRepository::performance,
                    kPerformanceNotFound, performance_json);
}

namespace {

// The fields of a performance sent over `p` (a field left out keeps its value); on creation, what
// an order item or a participant gives: the customer as the account, the customer's participant,
// the performer's name; the creative type's title as the nomination.
void read_performance(soci::session& s, const json::object& body, Performance& p, bool creating) {
  core::FieldReader f(body);
  if (creating) {
    const auto event_id = f.whole_number("event_id", 1, kMaxId, true);
    if (event_id && !ResultsRepository::event(s, *event_id))
      f.fail("event_id", kEventNotFound);
    else if (event_id)
      p.event_id = *event_id;
  }
  const auto participant = read_ref(f, body, "participant_id");
  const auto user = read_ref(f, body, "user_id");
  const auto item = read_ref(f, body, "order_item_id");
  const auto age = read_ref(f, body, "age_category_id");
  const auto type = read_ref(f, body, "creative_type_id");
  const auto performer = f.text("performer", {{"max", static_cast<std::int64_t>(kMaxPerformer)}});
  const auto nomination =
      f.text("nomination", {{"max", static_cast<std::int64_t>(kMaxNomination)}});
  const auto piece = f.text("piece", {{"max", static_cast<std::int64_t>(kMaxPiece)}});
  const auto sort = f.whole_number("sort", 0, 1000000, false);

  std::optional<ResultsRepository::ParticipantRef> participant_row;
  if (participant.id) {
    participant_row = ResultsRepository::participant(s, *participant.id);
    if (!participant_row) f.fail("participant_id", kParticipantNotFound);
  }
  std::optional<Person> user_row;
  if (user.id) {
    user_row = ResultsRepository::live_user(s, *user.id);
    if (!user_row) f.fail("user_id", kUserNotFound);
  }
  std::optional<ResultsRepository::OrderItem> item_row;
  if (item.id) {
    item_row = ResultsRepository::order_item(s, *item.id);
    if (!item_row) {
      f.fail("order_item_id", "Позиция заказа не найдена");
    } else if (item_row->kind != "event" || item_row->event_id != p.event_id) {
      f.fail("order_item_id", "Позиция заказа не относится к этому мероприятию");
      item_row.reset();
    } else if (item_row->order_status == "cancelled") {
      f.fail("order_item_id", "Заказ отменён");
      item_row.reset();
    }
  }
  std::optional<std::string> type_title;
  if (age.id && !ResultsRepository::age_category_title(s, *age.id))
    f.fail("age_category_id", "Возрастная категория не найдена");
  if (type.id) {
    type_title = ResultsRepository::creative_type_title(s, *type.id);
    if (!type_title) f.fail("creative_type_id", "Вид творчества не найден");
  }

  if (participant.present) p.participant_id = participant_row ? participant.id : std::nullopt;
  if (user.present) p.user_id = user_row ? user.id : std::nullopt;
  if (item.present) p.order_item_id = item_row ? item.id : std::nullopt;
  if (age.present) p.age_category_id = age.id;
  if (type.present) p.creative_type_id = type.id;
  if (body.contains("performer")) p.performer = performer.value_or("");
  if (body.contains("nomination")) p.nomination = nomination.value_or("");
  if (body.contains("piece")) p.piece = piece;
  if (sort) p.sort = *sort;

  if (creating) {
    // From an order item: its customer gets the diploma, with their participant when they own
    // one; a participant's owner otherwise.
    if (item_row && !user.present) {
      p.user_id = item_row->customer.id;
      user_row = item_row->customer;
    }
    if (!participant.present && p.user_id && item_row) {
      participant_row = ResultsRepository::participant_of_user(s, *p.user_id);
      if (participant_row) p.participant_id = participant_row->id;
    }
    if (participant_row && !p.user_id) p.user_id = participant_row->user_id;
    if (p.performer.empty() && participant_row) p.performer = participant_row->name;
    if (p.performer.empty() && user_row) p.performer = user_row->name();
    if (p.nomination.empty() && type_title) p.nomination = *type_title;
  }
  if (p.performer.empty() && !f.failed("performer")) f.fail("performer", core::kRequiredMessage);
  if (p.nomination.empty() && !f.failed("nomination")) f.fail("nomination", core::kRequiredMessage);
  f.finish();
}

}  // namespace

json::object ResultsService::create_performance(const json::object& body, long long actor_id) {
  db::Work s(repository_.database());
  Performance p;
  read_performance(s, body, p, true);
  if (ResultsRepository::lock_event(s, p.event_id).published_at) conflict(kAlreadyPublished);
  if (!body.contains("sort") || body.at("sort").is_null())
    p.sort = ResultsRepository::next_sort(s, p.event_id);
  p.created_at = p.updated_at = db::now_utc();
  p.id = ResultsRepository::insert_performance(s, p);
  const auto saved = ResultsRepository::performance(s, p.id);
  auto out = performance_json(*saved);
  audit_.record_change(s, actor_id, "performance", p.id, "create", nullptr, out);
  s.commit();
  return out;
}

json::object ResultsService::update_performance(long long id, const json::object& body,
                                                long long actor_id) {
  db::Work s(repository_.database());
  const auto before = ResultsRepository::performance(s, id);
  if (!before) core::throw_not_found(kPerformanceNotFound);
  if (ResultsRepository::lock_event(s, before->event_id).published_at) conflict(kAlreadyPublished);
  Performance p = *before;
  read_performance(s, body, p, false);
  p.updated_at = db::now_utc();
  ResultsRepository::update_performance(s, p);
  const auto saved = ResultsRepository::performance(s, id);
  auto out = performance_json(*saved);
  audit_.record_change(s, actor_id, "performance", id, "edit", performance_json(*before), out);
  s.commit();
  return out;
}

json::object ResultsService::delete_performance(long long id, long long actor_id) {
  db::Work s(repository_.database());
  const auto before = ResultsRepository::performance(s, id);
  if (!before) core::throw_not_found(kPerformanceNotFound);
  if (ResultsRepository::lock_event(s, before->event_id).published_at) conflict(kAlreadyPublished);
  ResultsRepository::delete_performance(s, id);
  auto out = performance_json(*before);
  audit_.record_change(s, actor_id, "performance", id, "delete", out, nullptr);
  s.commit();
  return out;
}

json::object ResultsService::set_title(long long id, const json::object& body, long long actor_id) {
  core::FieldReader f(body);
  if (!body.contains("title_override"))
    f.fail("title_override", core::kRequiredMessage);  // null clears: it must be sent
  const auto title = f.text("title_override", {{"max", 50}});
  if (title && !is_title(*title))
    f.fail("title_override",
           "Выберите одно из званий: Гран-при, Лауреат I, II или III степени, Дипломант, "
           "Участник");
  f.finish();
  db::Work s(repository_.database());
  const auto before = ResultsRepository::performance(s, id);
  if (!before) core::throw_not_found(kPerformanceNotFound);
  if (ResultsRepository::lock_event(s, before->event_id).published_at) conflict(kAlreadyPublished);
  ResultsRepository::set_title_override(s, id, title, db::now_utc());
  const auto saved = ResultsRepository::performance(s, id);
  auto out = performance_json(*saved);
  audit_.record_change(s, actor_id, "performance", id, "title",
                       json::object{{"title_override", core::or_null(before->title_override)}},
                       json::object{{"title_override", core::or_null(title)}});
  s.commit();
  return out;
}

json::object ResultsService::publish(long long event_id, long long actor_id, const Link& link) {
  {
    db::Work s(repository_.database());
    const auto event = ResultsRepository::event(s, event_id);
    if (!event) core::throw_not_found(kEventNotFound);
    const Scoring scoring = ResultsRepository::lock_event(s, event_id);
    if (scoring.published_at) conflict(kAlreadyPublished);
    const auto performances = ResultsRepository::of_event_performances(s, event_id);
    if (performances.empty()) conflict(kNothingToPublish);
    const auto computed = compute(performances, ResultsRepository::scores_of_event(s, event_id),
                                  juror_ids(ResultsRepository::of_event(s, event_id)), scoring);
    if (std::any_of(computed.begin(), computed.end(),
                    [](const Computed& c) { return c.title.empty(); }))
      conflict(kNotAllScored);

    const std::string now = db::now_utc();
    // Each performer's account hears once, of all their performances.
    std::map<long long, std::pair<Person, std::string>> letters;
    for (std::size_t i = 0; i < performances.size(); ++i) {
      const auto& p = performances[i];
      auto code = ResultsRepository::diploma_code(s, p.id);
      while (!code) {
        auto fresh = new_diploma_code();
        if (!ResultsRepository::diploma_code_taken(s, fresh)) code = std::move(fresh);
      }
      ResultsRepository::write_diploma(s, p.id, *code, computed[i].title, now);
      if (!p.user || p.user->email.empty()) continue;
      auto& letter = letters[p.user->id];
      letter.first = *p.user;
      letter.second += core::concat("\n", p.performer, " — ", p.nomination);
      if (p.age_category) letter.second += core::concat(", ", *p.age_category);
      letter.second +=
          core::concat(": ", computed[i].title,
                       "\nДиплом: ", link("main", core::concat(kDiplomaPrefix, *code, "/")), "\n");
    }
    ResultsRepository::set_published(s, event_id, now, actor_id);
    audit_.record_change(s, actor_id, "event_results", event_id, "publish", nullptr,
                         json::object{{"published_at", now}});
    const std::string results_link =
        link("events", core::concat(kFestivalPrefix, event->code, "/"));
    const std::string diplomas_link = link("id", kDiplomasPath);
    for (const auto& [user_id, letter] : letters) {
      const auto& [person, lines] = letter;
      postman_.email(
          s, person.email, core::concat("Результаты опубликованы: ", event->name),
          core::concat("Здравствуйте, ", person.first_name,
                       "!\n\nЖюри подвело итоги: ", event_line(*event), ".\n", lines,
                       "\nПо ссылке диплом можно проверить и скачать в PDF. Все ваши дипломы — "
                       "в личном кабинете: ",
                       diplomas_link, "\nВсе результаты мероприятия: ", results_link,
                       "\n\nПоздравляем и ждём вас на следующих конкурсах!\n"
                       "Территория творчества\n"));
    }
    // The festival's page and the portfolios show the results: the people's answers are kept
    // under the catalogue's version, the pages' markup under it too.
    s.changed(cache::Domain::catalog);
    s.commit();
  }
  return results(event_id);
}

json::object ResultsService::unpublish(long long event_id, const json::object& body,
                                       long long actor_id) {
  core::FieldReader f(body);
  const auto reason = f.text("reason", {kRequired, {"max", static_cast<std::int64_t>(kMaxNote)}},
                             core::FieldReader::Lines::many);
  f.finish();
  std::optional<std::string> was;
  {
    db::Work s(repository_.database());
    if (!ResultsRepository::event(s, event_id)) core::throw_not_found(kEventNotFound);
    was = ResultsRepository::lock_event(s, event_id).published_at;
    if (!was) conflict(kNotPublished);
    // The diplomas keep their codes (a diploma printed stays the same diploma) but are not shown
    // until the results are published again.
    ResultsRepository::set_published(s, event_id, std::nullopt, std::nullopt);
    audit_.record_change(s, actor_id, "event_results", event_id, "unpublish",
                         json::object{{"published_at", *was}},
                         json::object{{"published_at", nullptr}, {"reason", *reason}});
    s.changed(cache::Domain::catalog);
    s.commit();
  }
  return results(event_id);
}

json::array ResultsService::order_items(long long event_id) {
  db::Lease s(repository_.database());
  if (!ResultsRepository::event(s, event_id)) core::throw_not_found(kEventNotFound);
  json::array out;
  for (const auto& i : ResultsRepository::order_items_of_event(s, event_id)) {
    const auto participant = ResultsRepository::participant_of_user(s, i.customer.id);
    json::value p = nullptr;
    if (participant)
      p = json::object{
          {"id", participant->id}, {"code", participant->code}, {"name", participant->name}};
    out.push_back(json::object{{"id", i.id},
                               {"order_id", i.order_id},
                               {"order_number", i.order_number},
                               {"order_status", i.order_status},
                               {"count", i.count},
                               {"customer", person_json(i.customer)},
                               {"participant", p},
                               {"performances", i.performances}});
  }
  return out;
}

ListPage ResultsService::participants(const std::optional<std::string>& q,
                                      const std::optional<std::vector<long long>>& ids,
                                      long long offset, long long limit) {
  db::Lease s(repository_.database());
  ListPage page;
  for (const auto& p : ResultsRepository::participants(s, q, ids, offset, limit)) {
    page.rows.push_back(json::object{{"id", p.id},
                                     {"code", p.code},
                                     {"name", p.name},
                                     {"kind", p.kind},
                                     {"user_id", core::or_null(p.user_id)},
                                     {"published", p.published}});
  }
  page.total = ResultsRepository::count_participants(s, q, ids);
  return page;
}

// ---- events/reviews

ListPage ResultsService::reviews(const ReviewQuery& query) {
  return list_page(repository_.database(), query, &ResultsRepository::reviews,
                   &ResultsRepository::count_reviews, admin_review_json);
}

json::object ResultsService::review(long long id) {
  return one_or_404(repository_.database(), id, &ResultsRepository::review, kReviewNotFound,
                    admin_review_json);
}

json::object ResultsService::publish_review(long long id, long long actor_id) {
  json::object before, out;
  {
    db::Work s(repository_.database());
    auto r = ResultsRepository::review(s, id);
    if (!r) core::throw_not_found(kReviewNotFound);
    if (r->status == "published") conflict("Отзыв уже опубликован");
    before = admin_review_json(*r);
    r->status = "published";
    r->note.reset();
    r->decided_at = r->updated_at = db::now_utc();
    r->decided_by = actor_id;
    ResultsRepository::update_review(s, *r);
    postman_.email(s, r->user.email, "Ваш отзыв опубликован",
                   core::concat("Здравствуйте, ", r->user.first_name,
                                "!\n\nСпасибо за отзыв о мероприятии ", r->event_name,
                                ": он опубликован на странице мероприятия.\n\n"
                                "Территория творчества\n"));
    out = admin_review_json(*r);
    audit_.record_change(s, actor_id, "event_review", id, "publish", before, out);
    s.changed(cache::Domain::content);
    s.commit();
  }
  return out;
}

json::object ResultsService::reject_review(long long id, const json::object& body,
                                           long long actor_id) {
  core::FieldReader f(body);
  const auto note = f.text("note", {kRequired, {"max", static_cast<std::int64_t>(kMaxNote)}},
                           core::FieldReader::Lines::many);
  f.finish();
  json::object before, out;
  {
    db::Work s(repository_.database());
    auto r = ResultsRepository::review(s, id);
    if (!r) core::throw_not_found(kReviewNotFound);
    if (r->status == "rejected") conflict("Отзыв уже отклонён");
    before = admin_review_json(*r);
    r->status = "rejected";
    r->note = note;
    r->decided_at = r->updated_at = db::now_utc();
    r->decided_by = actor_id;
    ResultsRepository::update_review(s, *r);
    postman_.email(s, r->user.email, "Отзыв не опубликован",
                   core::concat("Здравствуйте, ", r->user.first_name,
                                "!\n\nМы не можем опубликовать ваш отзыв о мероприятии ",
                                r->event_name, ".\nПричина: ", *note,
                                "\n\nОтзыв можно исправить в личном кабинете и отправить снова.\n\n"
                                "Территория творчества\n"));
    out = admin_review_json(*r);
    audit_.record_change(s, actor_id, "event_review", id, "reject", before, out);
    s.changed(cache::Domain::content);
    s.commit();
  }
  return out;
}

// ---- reviews of those who performed

namespace {

struct ReviewFields {
  int rating = 0;
  std::string text;
};

ReviewFields read_review(const json::object& body) {
  core::FieldReader f(body);
  const auto rating = f.whole_number("rating", 1, 5, true);
  const auto text = f.text("text", {kRequired, {"max", static_cast<std::int64_t>(kMaxReviewText)}},
                           core::FieldReader::Lines::many);
  f.finish();
  return {static_cast<int>(*rating), *text};
}

}  // namespace

json::object ResultsService::add_review(long long user_id, const std::string& event_code,
                                        const json::object& body) {
  db::Work s(repository_.database());
  const auto event = ResultsRepository::published_event(s, event_code);
  if (!event) core::throw_not_found(kEventNotFound);
  if (!ResultsRepository::performed(s, event->id, user_id))
    throw ApiError(ErrorKind::forbidden, kOnlyParticipants);
  if (event->date_end >= catalog::today_utc()) conflict(kAfterTheEnd);
  if (ResultsRepository::review_of(s, event->id, user_id)) conflict(kReviewExists);
  const auto fields = read_review(body);
  Review r;
  r.event_id = event->id;
  r.user_id = user_id;
  r.rating = fields.rating;
  r.text = fields.text;
  r.status = "pending";
  r.created_at = r.updated_at = db::now_utc();
  r.id = ResultsRepository::insert_review(s, r);
  const auto saved = ResultsRepository::review(s, r.id);
  s.commit();
  return own_review_json(*saved);
}

json::object ResultsService::review_standing(long long user_id, const std::string& event_code) {
  db::Lease s(repository_.database());
  const auto event = ResultsRepository::published_event(s, event_code);
  if (!event) core::throw_not_found(kEventNotFound);
  const auto own = ResultsRepository::review_of(s, event->id, user_id);
  const char* refusal = nullptr;
  if (!ResultsRepository::performed(s, event->id, user_id)) {
    refusal = kOnlyParticipants;
  } else if (event->date_end >= catalog::today_utc()) {
    refusal = kAfterTheEnd;
  } else if (own) {
    refusal = kReviewExists;
  }
  return json::object{{"may_review", refusal == nullptr},
                      {"reason", refusal ? json::value(refusal) : json::value(nullptr)},
                      {"review", own ? json::value(own_review_json(*own)) : json::value(nullptr)}};
}

json::object ResultsService::edit_review(long long user_id, long long id,
                                         const json::object& body) {
  db::Work s(repository_.database());
  auto r = ResultsRepository::review(s, id);
  if (!r || r->user_id != user_id) core::throw_not_found(kReviewNotFound);
  if (r->status == "published") conflict(kPublishedReviewFixed);
  const auto fields = read_review(body);
  r->rating = fields.rating;
  r->text = fields.text;
  // Sent to the moderators again.
  r->status = "pending";
  r->note.reset();
  r->decided_at.reset();
  r->decided_by.reset();
  r->updated_at = db::now_utc();
  ResultsRepository::update_review(s, *r);
  s.unseen("event_reviews");  // a review not published (409 above) is on no page
  s.commit();
  return own_review_json(*r);
}

json::array ResultsService::reviews_of(long long user_id) {
  db::Lease s(repository_.database());
  json::array out;
  for (const auto& r : ResultsRepository::reviews_of_user(s, user_id))
    out.push_back(own_review_json(r));
  return out;
}

// ---- public

json::object ResultsService::event_reviews(const std::string& event_code) {
  db::Lease s(repository_.database());
  const auto event = ResultsRepository::published_event(s, event_code);
  if (!event) core::throw_not_found(kEventNotFound);
  const auto rating = ResultsRepository::rating(s, event->id);
  ReviewQuery q;
  q.event_id = event->id;
  q.status = "published";
  q.limit = 100;
  json::array items;
  for (const auto& r : ResultsRepository::reviews(s, q)) {
    items.push_back(json::object{{"author", r.author()},
                                 {"rating", r.rating},
                                 {"text", r.text},
                                 {"created_at", r.created_at}});
  }
  json::value average = nullptr;
  if (rating.count > 0)
    average =
        std::round(static_cast<double>(rating.sum) / static_cast<double>(rating.count) * 10) / 10;
  return {{"average", average}, {"count", rating.count}, {"items", std::move(items)}};
}

json::array ResultsService::event_results(const std::string& event_code) {
  db::Lease s(repository_.database());
  const auto event = ResultsRepository::published_event(s, event_code);
  if (!event) core::throw_not_found(kEventNotFound);
  auto rows = ResultsRepository::results_of_event(s, event->id);
  // Grouped by nomination and age category, the highest title first.
  std::stable_sort(rows.begin(), rows.end(), [](const PublicResult& a, const PublicResult& b) {
    const auto key = [](const PublicResult& r) {
      return std::make_tuple(r.nomination, r.age_category.value_or(""), title_rank(r.title));
    };
    return key(a) < key(b);
  });
  json::array out;
  for (const auto& r : rows) {
    out.push_back(json::object{{"performer", r.performer},
                               {"participant_code", core::or_null(r.participant_code)},
                               {"nomination", r.nomination},
                               {"age_category", core::or_null(r.age_category)},
                               {"piece", core::or_null(r.piece)},
                               {"title", r.title},
                               {"diploma_code", r.diploma_code}});
  }
  return out;
}

json::object ResultsService::diploma(const std::string& code) {
  const std::string normal = normalize_diploma_code(code);
  if (normal.empty()) core::throw_not_found(kDiplomaNotFound);
  db::Lease s(repository_.database());
  const auto r = ResultsRepository::diploma(s, normal);
  if (!r) core::throw_not_found(kDiplomaNotFound);
  return {{"code", r->diploma_code},
          {"title", r->title},
          {"performer", r->performer},
          {"nomination", r->nomination},
          {"age_category", core::or_null(r->age_category)},
          {"piece", core::or_null(r->piece)},
          {"participant_code", core::or_null(r->participant_code)},
          {"event",
           {{"code", r->event.code},
            {"name", r->event.name},
            {"date_start", r->event.date_start},
            {"date_end", r->event.date_end},
            {"city", city_json(r->event.city)}}},
          {"issued_at", r->issued_at},
          {"pdf_url", pdf_path(r->diploma_code)}};
}

std::pair<std::string, std::string> ResultsService::diploma_pdf(const std::string& code,
                                                                const Link& link,
                                                                const std::string& client_ip) {
  const std::string normal = normalize_diploma_code(code);
  if (normal.empty()) core::throw_not_found(kDiplomaNotFound);
  DiplomaFacts facts;
  {
    db::Lease s(repository_.database());
    const auto r = ResultsRepository::diploma(s, normal);
    if (!r) core::throw_not_found(kDiplomaNotFound);
    facts.title = r->title;
    facts.participant = r->performer;
    facts.nomination = r->nomination;
    facts.age_category = r->age_category.value_or("");
    facts.piece = r->piece.value_or("");
    facts.event_name = r->event.name;
    facts.event_dates = dates_text(r->event.date_start, r->event.date_end);
    facts.city = r->event.city ? r->event.city->name : "";
    for (const auto& a : ResultsRepository::of_event(s, r->event.id)) {
      // The account's first and last name: the diploma's signature line holds one line.
      if (a.role == "chair") facts.jury_chair = a.user.name();
    }
    facts.number = r->diploma_code;
  }
  facts.verify_url = link("main", core::concat(kDiplomaPrefix, facts.number, "/"));
  const auto key =
      pdf::facts_key({facts.title, facts.participant, facts.nomination, facts.age_category,
                      facts.piece, facts.event_name, facts.event_dates, facts.city,
                      facts.jury_chair, facts.number, facts.verify_url});
  return {drawn_.get("diploma", key, client_ip, [&facts] { return results::diploma_pdf(facts); }),
          facts.number};
}

json::array ResultsService::diplomas_of(long long user_id) {
  db::Lease s(repository_.database());
  json::array out;
  for (const auto& r : ResultsRepository::diplomas_of_user(s, user_id)) {
    out.push_back(json::object{{"code", r.diploma_code},
                               {"title", r.title},
                               {"performer", r.performer},
                               {"nomination", r.nomination},
                               {"age_category", core::or_null(r.age_category)},
                               {"event",
                                {{"code", r.event.code},
                                 {"name", r.event.name},
                                 {"date_start", r.event.date_start},
                                 {"date_end", r.event.date_end},
                                 {"city", city_json(r.event.city)}}},
                               {"issued_at", r.issued_at},
                               {"pdf_url", pdf_path(r.diploma_code)}});
  }
  return out;
}

json::array participant_results(db::Database& database, long long participant_id) {
  db::Lease s(database);
  json::array out;
  for (const auto& r : ResultsRepository::results_of_participant(s, participant_id)) {
    out.push_back(json::object{{"event",
                                {{"code", r.event.code},
                                 {"name", r.event.name},
                                 {"date_start", r.event.date_start},
                                 {"city", city_json(r.event.city)}}},
                               {"nomination", r.nomination},
                               {"age_category", core::or_null(r.age_category)},
                               {"piece", core::or_null(r.piece)},
                               {"title", r.title},
                               {"diploma_code", r.diploma_code}});
  }
  return out;
}

json::array ResultsService::participant_results(long long participant_id) {
  return results::participant_results(repository_.database(), participant_id);
}

std::optional<std::pair<double, long long>> ResultsService::rating(const std::string& event_code) {
  db::Lease s(repository_.database());
  const auto r = ResultsRepository::rating_by_code(s, event_code);
  if (!r) return std::nullopt;
  const double average =
      std::round(static_cast<double>(r->sum) / static_cast<double>(r->count) * 10) / 10;
  return std::pair{average, r->count};
}

}  // namespace platform::results
