#pragma once

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "audit/repository.hpp"
#include "mail/postman.hpp"
#include "pdf/drawn.hpp"
#include "results/repository.hpp"

namespace platform::results {

// A page of a react-admin list: its rows and how many the filter holds.
struct ListPage {
  boost::json::array rows;
  long long total = 0;
};

// Contest results (decision 0045): the jurors' account (their events, their scores), the staff's
// assignments, performances, rule, titles, publishing and review moderation, the public results,
// diplomas and reviews. Every answer is the JSON of docs/api.md; no SQL, no HTTP.
class ResultsService {
 public:
  ResultsService(ResultsRepository& repository, audit::AuditRepository& audit,
                 mail::Postman& postman, pdf::DrawnPdfs& drawn)
      : repository_(repository), audit_(audit), postman_(postman), drawn_(drawn) {}

  // ---- the juror's account (a session; any other event answers 404)
  boost::json::array jury_events(long long user_id);
  boost::json::object jury_event(long long user_id, long long event_id);
  // {values: {code: n|null}}: 404 unless the performance is of an event the user judges, 403 for
  // the event's manager, 409 once published, 422 per criterion (values.CODE).
  boost::json::object put_scores(long long user_id, long long performance_id,
                                 const boost::json::object& body);

  // ---- events/assigns
  ListPage assignments(const AssignmentQuery& query);
  boost::json::object assignment(long long id);  // 404
  // 422 by field (a chair more: role «У мероприятия уже есть председатель жюри»); the user is
  // mailed their invitation.
  boost::json::object assign(const boost::json::object& body, long long actor_id, const Link& link);
  // 409 once the event's results are published.
  boost::json::object unassign(long long id, long long actor_id);
  ListPage candidates(const std::optional<std::string>& q,
                      const std::optional<std::vector<long long>>& ids, long long offset,
                      long long limit);

  // ---- the results' screens pick an event (any of the three sections)
  ListPage events(const ResultsRepository::EventQuery& query);
  boost::json::object event_row(long long id);  // 404

  // ---- events/results
  boost::json::object results(long long event_id);  // 404
  // {criteria?, max_score?, thresholds?}: 409 once published, 422 by field.
  boost::json::object save_scoring(long long event_id, const boost::json::object& body,
                                   long long actor_id);
  ListPage performances(const PerformanceQuery& query);
  boost::json::object performance(long long id);  // 404
  boost::json::object create_performance(const boost::json::object& body, long long actor_id);
  boost::json::object update_performance(long long id, const boost::json::object& body,
                                         long long actor_id);
  boost::json::object delete_performance(long long id, long long actor_id);
  // {title_override: one of the six titles | null}.
  boost::json::object set_title(long long id, const boost::json::object& body, long long actor_id);
  // 409 «Не все выступления оценены» while a performance has no title; mails the performers.
  boost::json::object publish(long long event_id, long long actor_id, const Link& link);
  // Admin only (the route checks the role); {reason} kept in the audit.
  boost::json::object unpublish(long long event_id, const boost::json::object& body,
                                long long actor_id);
  boost::json::array order_items(long long event_id);  // the event's participations bought
  ListPage participants(const std::optional<std::string>& q,
                        const std::optional<std::vector<long long>>& ids, long long offset,
                        long long limit);

  // ---- events/reviews
  ListPage reviews(const ReviewQuery& query);
  boost::json::object review(long long id);  // 404
  boost::json::object publish_review(long long id, long long actor_id);
  boost::json::object reject_review(long long id, const boost::json::object& body,
                                    long long actor_id);

  // ---- reviews of those who performed (a session)
  boost::json::object add_review(long long user_id, const std::string& event_code,
                                 const boost::json::object& body);
  boost::json::object edit_review(long long user_id, long long id, const boost::json::object& body);
  boost::json::array reviews_of(long long user_id);
  // Whether the user may review the event now, why not, and their review if they wrote one: the
  // festival page offers the form only to those the server would take it from. 404 unknown event.
  boost::json::object review_standing(long long user_id, const std::string& event_code);

  // ---- public
  boost::json::object event_reviews(const std::string& event_code);  // 404 unknown event
  boost::json::array event_results(const std::string& event_code);   // 404 unknown event
  boost::json::object diploma(const std::string& code);              // 404
  // The PDF and its code (as stored); 404.
  // Drawn once and kept (pdf::DrawnPdfs); a new drawing counts against the client's address.
  std::pair<std::string, std::string> diploma_pdf(const std::string& code, const Link& link,
                                                  const std::string& client_ip);
  boost::json::array diplomas_of(long long user_id);
  // A participant's results for the people API (decision 0044's `results`), newest first.
  boost::json::array participant_results(long long participant_id);
  // The festival page's AggregateRating: the published reviews' average (one decimal) and count.
  std::optional<std::pair<double, long long>> rating(const std::string& event_code);

 private:
  ResultsRepository& repository_;
  audit::AuditRepository& audit_;
  mail::Postman& postman_;
  pdf::DrawnPdfs& drawn_;
};

// A participant's published results as the people API shows them (decision 0044's `results`):
// [{event: {code, name, date_start, city}, nomination, age_category, piece, title,
// diploma_code}], the newest event first, published events only.
boost::json::array participant_results(db::Database& database, long long participant_id);

}  // namespace platform::results
