#pragma once

#include <soci/session.h>

#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "results/model.hpp"

namespace platform::results {

// SQL of contest results (decision 0045). Every function takes the session it runs on, so that a
// service can run several in one transaction.
class ResultsRepository {
 public:
  explicit ResultsRepository(db::Database& database) : database_(database) {}
  db::Database& database() { return database_; }

  // ---- events
  static std::optional<EventRef> event(soci::session& s, long long id);
  // A published event by code.
  static std::optional<EventRef> published_event(soci::session& s, const std::string& code);
  // The events as the results' screens pick them, with their performances and jurors counted.
  struct EventRow {
    EventRef event;
    long long performances = 0, jurors = 0;
    std::optional<std::string> published_at;
  };
  struct EventQuery {
    std::optional<std::string> q;  // in the name or the code
    std::optional<std::vector<long long>> ids;
    std::optional<bool> ended;  // ended before `today`, or not
    std::string today;
    long long offset = 0, limit = 25;
  };
  static std::vector<EventRow> events(soci::session& s, const EventQuery& query);
  static long long count_events(soci::session& s, const EventQuery& query);

  // ---- people
  static std::optional<Person> live_user(soci::session& s, long long id);
  // Who may be assigned: live users found by name, email or phone, with the mentor they own.
  struct Candidate {
    Person person;
    std::optional<long long> mentor_id;
    std::optional<std::string> mentor_code, mentor_name;
  };
  static std::vector<Candidate> candidates(soci::session& s, const std::optional<std::string>& q,
                                           const std::optional<std::vector<long long>>& ids,
                                           long long offset, long long limit);
  static long long count_candidates(soci::session& s, const std::optional<std::string>& q,
                                    const std::optional<std::vector<long long>>& ids);
  static bool mentor_exists(soci::session& s, long long id);
  // The first mentor the user owns.
  static std::optional<long long> mentor_of_user(soci::session& s, long long user_id);
  struct ParticipantRef {
    long long id = 0;
    std::string code, name, kind;
    std::optional<long long> user_id;
    bool published = false;
  };
  static std::optional<ParticipantRef> participant(soci::session& s, long long id);
  // The first participant the user owns.
  static std::optional<ParticipantRef> participant_of_user(soci::session& s, long long user_id);
  static std::vector<ParticipantRef> participants(soci::session& s,
                                                  const std::optional<std::string>& q,
                                                  const std::optional<std::vector<long long>>& ids,
                                                  long long offset, long long limit);
  static long long count_participants(soci::session& s, const std::optional<std::string>& q,
                                      const std::optional<std::vector<long long>>& ids);
  struct Option {
    long long id = 0;
    std::string title;
  };
  static std::vector<Option> age_categories(soci::session& s);
  static std::vector<Option> creative_types(soci::session& s);
  static std::optional<std::string> age_category_title(soci::session& s, long long id);
  static std::optional<std::string> creative_type_title(soci::session& s, long long id);

  // ---- order items (an event's participation bought in an order)
  struct OrderItem {
    long long id = 0;
    long long order_id = 0;
    std::string order_number, order_status;
    std::optional<long long> event_id;
    std::string kind;
    long long count = 0;
    Person customer;
    long long performances = 0;  // made from it already
  };
  static std::optional<OrderItem> order_item(soci::session& s, long long id);
  static std::vector<OrderItem> order_items_of_event(soci::session& s, long long event_id);

  // ---- assignments
  static std::vector<Assignment> assignments(soci::session& s, const AssignmentQuery& query);
  static long long count_assignments(soci::session& s, const AssignmentQuery& query);
  static std::optional<Assignment> assignment(soci::session& s, long long id);
  static std::optional<Assignment> assignment_of(soci::session& s, long long event_id,
                                                 long long user_id);
  static std::vector<Assignment> of_event(soci::session& s, long long event_id);
  static std::vector<Assignment> of_user(soci::session& s, long long user_id);
  static long long insert_assignment(soci::session& s, const Assignment& a);
  static void delete_assignment(soci::session& s, long long id);

  // ---- the event's rule
  static std::optional<Scoring> stored_scoring(soci::session& s, long long event_id);
  // The stored rule, or the defaults.
  static Scoring scoring(soci::session& s, long long event_id);
  // Writes the event's rule row when it has none (the defaults) and moves it: every write to an
  // event's results does this first, so that a juror's score and the publishing meet here (a row
  // lock on PostgreSQL, the write lock on SQLite, held to the commit). The rule as it stands.
  static Scoring lock_event(soci::session& s, long long event_id);
  static void save_scoring(soci::session& s, const Scoring& scoring);
  static void set_published(soci::session& s, long long event_id,
                            const std::optional<std::string>& at,
                            const std::optional<long long>& by);
  // The highest value scored at the event (0 when none).
  static int highest_score(soci::session& s, long long event_id);

  // ---- performances
  static std::vector<Performance> performances(soci::session& s, const PerformanceQuery& query);
  static long long count_performances(soci::session& s, const PerformanceQuery& query);
  // Every performance of the event in its order.
  static std::vector<Performance> of_event_performances(soci::session& s, long long event_id);
  static std::optional<Performance> performance(soci::session& s, long long id);
  static long long insert_performance(soci::session& s, const Performance& p);
  static void update_performance(soci::session& s, const Performance& p);
  // With its scores and diploma.
  static void delete_performance(soci::session& s, long long id);
  static void set_title_override(soci::session& s, long long id,
                                 const std::optional<std::string>& title,
                                 const std::string& updated_at);
  static long long next_sort(soci::session& s, long long event_id);

  // ---- scores
  static std::vector<Score> scores_of_event(soci::session& s, long long event_id);
  static void put_score(soci::session& s, const Score& score, const std::string& now);
  static void delete_score(soci::session& s, long long performance_id, long long juror_id,
                           const std::string& criterion);

  // ---- diplomas and published results
  static std::optional<std::string> diploma_code(soci::session& s, long long performance_id);
  static bool diploma_code_taken(soci::session& s, const std::string& code);
  // Writes the performance's diploma, or gives the one written before its (new) title.
  static void write_diploma(soci::session& s, long long performance_id, const std::string& code,
                            const std::string& title, const std::string& now);
  // A diploma by code while its event's results are published.
  static std::optional<PublicResult> diploma(soci::session& s, const std::string& code);
  static std::vector<PublicResult> diplomas_of_user(soci::session& s, long long user_id);
  // The published results of a published event.
  static std::vector<PublicResult> results_of_event(soci::session& s, long long event_id);
  // A participant's published results, newest event first.
  static std::vector<PublicResult> results_of_participant(soci::session& s,
                                                          long long participant_id);
  // Whether the user has a performance at the event.
  static bool performed(soci::session& s, long long event_id, long long user_id);

  // ---- reviews
  static std::vector<Review> reviews(soci::session& s, const ReviewQuery& query);
  static long long count_reviews(soci::session& s, const ReviewQuery& query);
  static std::optional<Review> review(soci::session& s, long long id);
  static std::optional<Review> review_of(soci::session& s, long long event_id, long long user_id);
  static std::vector<Review> reviews_of_user(soci::session& s, long long user_id);
  static long long insert_review(soci::session& s, const Review& r);
  // rating, text, status, note, updated_at, decided_at, decided_by.
  static void update_review(soci::session& s, const Review& r);
  // The published reviews' sum of ratings and count.
  struct Rating {
    long long sum = 0, count = 0;
  };
  static Rating rating(soci::session& s, long long event_id);
  static std::optional<Rating> rating_by_code(soci::session& s, const std::string& event_code);

 private:
  db::Database& database_;
};

}  // namespace platform::results
