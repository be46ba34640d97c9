#include "results/seed.hpp"

#include <soci/soci.h>

#include <boost/json.hpp>
#include <map>
#include <stdexcept>

#include "auth/crypto.hpp"
#include "auth/service.hpp"
#include "catalog/dates.hpp"
#include "core/concat.hpp"
#include "db/optional.hpp"
#include "db/work.hpp"
#include "results/repository.hpp"
#include "users/repository.hpp"

namespace platform::embedded {
std::string_view demo_results_json();
}  // namespace platform::embedded

namespace platform::results {
namespace json = boost::json;

namespace {

constexpr const char* kSeedPassword = "Demo2026!";

std::string seed_text(const json::object& o, std::string_view key) {
  return std::string(o.at(key).as_string());
}

std::optional<std::string> seed_optional_text(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (!v || !v->is_string()) return std::nullopt;
  return std::string(v->get_string());
}

// The id of a row by its code, or the error naming what was looked for.
long long seed_id(soci::session& s, const std::string& table, const std::string& column,
                  const std::string& code) {
  std::optional<long long> id;
  s << core::concat("SELECT id FROM ", table, " WHERE ", column, " = :code"), soci::use(code),
      soci::into(id);
  if (!s.got_data() || !id)
    throw std::runtime_error(core::concat("demo results: no ", table, " ", code));
  return *id;
}

// The demo accounts the file names, made when missing; their ids by email.
std::map<std::string, long long> seed_accounts(db::Database& database, const json::array& list) {
  users::UserRepository users(database);
  const std::string now = db::now_utc();
  std::map<std::string, long long> ids;
  for (const auto& item : list) {
    const auto& o = item.as_object();
    const std::string email = seed_text(o, "email");
    if (auto found = users.find_live_by_email(email)) {
      ids[email] = found->id;
      continue;
    }
    users::User u;
    u.code = auth::new_user_code();
    u.first_name = seed_text(o, "first_name");
    u.last_name = seed_text(o, "last_name");
    u.email = email;
    u.password_hash = auth::hash_password(kSeedPassword);
    u.verified_at = u.consent_at = now;
    u.created_at = u.updated_at = now;
    users.insert(u);
    ids[email] = u.id;
  }
  return ids;
}

long long seed_user(const std::map<std::string, long long>& users, const std::string& email) {
  const auto found = users.find(email);
  if (found == users.end()) throw std::runtime_error("demo results: no account " + email);
  return found->second;
}

}  // namespace

std::string_view demo_results_json() {
  return embedded::demo_results_json();
}

void load_demo(db::Database& database, const json::object& data) {
  const auto& accounts = data.at("accounts").as_array();
  const auto users = seed_accounts(database, accounts);
  db::Work s(database);
  const std::string now = db::now_utc();
  const std::string today = catalog::today_utc();

  // The jury's accounts own their mentors' pages, the performers' their participants'.
  for (const auto& item : accounts) {
    const auto& o = item.as_object();
    const long long user = seed_user(users, seed_text(o, "email"));
    if (auto mentor = seed_optional_text(o, "mentor")) {
      const long long id = seed_id(s, "mentors", "code", *mentor);
      s << "UPDATE mentors SET user_id = :user WHERE id = :id", soci::use(user), soci::use(id);
    }
    if (auto participant = seed_optional_text(o, "participant")) {
      const long long id = seed_id(s, "participants", "code", *participant);
      s << "UPDATE participants SET user_id = :user WHERE id = :id", soci::use(user), soci::use(id);
    }
  }

  for (const auto& item : data.at("events").as_array()) {
    const auto& o = item.as_object();
    const long long event_id = seed_id(s, "events", "code", seed_text(o, "event"));
    const auto event = ResultsRepository::event(s, event_id);
    Scoring scoring = ResultsRepository::lock_event(s, event_id);

    std::vector<long long> jurors;
    for (const auto& j : o.at("jury").as_array()) {
      const auto& jo = j.as_object();
      Assignment a;
      a.event_id = event_id;
      a.user_id = seed_user(users, seed_text(jo, "email"));
      a.role = seed_text(jo, "role");
      a.mentor_id = ResultsRepository::mentor_of_user(s, a.user_id);
      a.created_at = now;
      ResultsRepository::insert_assignment(s, a);
      if (scores_role(a.role)) jurors.push_back(a.user_id);
    }

    std::vector<Performance> performances;
    std::vector<Score> scores;
    long long sort = 0;
    for (const auto& v : o.at("performances").as_array()) {
      const auto& po = v.as_object();
      Performance p;
      p.event_id = event_id;
      if (auto code = seed_optional_text(po, "participant")) {
        const auto participant =
            ResultsRepository::participant(s, seed_id(s, "participants", "code", *code));
        p.participant_id = participant->id;
        p.user_id = participant->user_id;
        p.performer = participant->name;
      } else {
        p.performer = seed_text(po, "performer");
      }
      p.nomination = seed_text(po, "nomination");
      p.age_category_id = seed_id(s, "age_categories", "slug", seed_text(po, "age_category"));
      p.creative_type_id = seed_id(s, "creative_types", "slug", seed_text(po, "creative_type"));
      p.piece = seed_optional_text(po, "piece");
      p.sort = ++sort;
      p.created_at = p.updated_at = now;
      p.id = ResultsRepository::insert_performance(s, p);
      if (const auto* given = po.if_contains("scores")) {
        for (const auto& [email, values] : given->as_object()) {
          const long long juror = seed_user(users, std::string(email));
          const auto& list = values.as_array();
          if (list.size() != scoring.criteria.size())
            throw std::runtime_error("demo results: a score per criterion");
          for (std::size_t i = 0; i < list.size(); ++i) {
            Score sc{p.id, juror, scoring.criteria[i].code, static_cast<int>(list[i].as_int64())};
            ResultsRepository::put_score(s, sc, now);
            scores.push_back(sc);
          }
        }
      }
      performances.push_back(p);
    }

    if (o.at("published").as_bool()) {
      const auto computed = compute(performances, scores, jurors, scoring);
      // Published the day after the event's end.
      const std::string published_at =
          core::concat(catalog::add_days(event->date_end, 1), "T18:00:00Z");
      for (std::size_t i = 0; i < performances.size(); ++i) {
        if (computed[i].title.empty())
          throw std::runtime_error("demo results: a performance without a title");
        std::string code = new_diploma_code();
        while (ResultsRepository::diploma_code_taken(s, code)) code = new_diploma_code();
        ResultsRepository::write_diploma(s, performances[i].id, code, computed[i].title,
                                         published_at);
      }
      ResultsRepository::set_published(s, event_id, published_at, std::nullopt);
    }

    for (const auto& v : o.at("reviews").as_array()) {
      const auto& ro = v.as_object();
      Review r;
      r.event_id = event_id;
      r.user_id = seed_user(users, seed_text(ro, "email"));
      r.rating = static_cast<int>(ro.at("rating").as_int64());
      r.text = seed_text(ro, "text");
      r.status = seed_text(ro, "status");
      std::string day =
          catalog::add_days(event->date_end, static_cast<int>(ro.at("days_after").as_int64()));
      if (day >= today) day = catalog::add_days(today, -1);
      r.created_at = r.updated_at = core::concat(day, "T10:30:00Z");
      r.id = ResultsRepository::insert_review(s, r);
      if (r.status == "published") {
        r.decided_at = core::concat(day, "T15:00:00Z");
        ResultsRepository::update_review(s, r);
      }
    }
  }
  s.commit();
}

}  // namespace platform::results
