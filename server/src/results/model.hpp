#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "results/rule.hpp"

namespace platform::results {

// Contest results (decision 0045): jury assignments, performances, the jurors' scores, the
// event's scoring rule, diplomas and reviews. Types, texts and small rules: no SQL, no HTTP.

// The admin sections (auth/permissions.cpp): ManagerOrdersSenior and Admin.
inline constexpr const char* kAssignsSection = "events/assigns";
inline constexpr const char* kResultsSection = "events/results";
inline constexpr const char* kReviewsSection = "events/reviews";

inline constexpr const char* kEventNotFound = "Событие не найдено";
inline constexpr const char* kPerformanceNotFound = "Выступление не найдено";
inline constexpr const char* kAssignmentNotFound = "Назначение не найдено";
inline constexpr const char* kReviewNotFound = "Отзыв не найден";
inline constexpr const char* kDiplomaNotFound = "Диплом не найден";
inline constexpr const char* kUserNotFound = "Пользователь не найден";
inline constexpr const char* kMentorNotFound = "Наставник не найден";
inline constexpr const char* kParticipantNotFound = "Участник не найден";
inline constexpr const char* kAlreadyPublished = "Результаты уже опубликованы";
inline constexpr const char* kNotAllScored = "Не все выступления оценены";
inline constexpr const char* kNothingToPublish = "У мероприятия нет выступлений";
inline constexpr const char* kNotPublished = "Результаты не опубликованы";
inline constexpr const char* kChairTaken = "У мероприятия уже есть председатель жюри";
inline constexpr const char* kAlreadyAssigned = "Этот пользователь уже назначен на мероприятие";
inline constexpr const char* kOnlyJurors = "Оценки ставят только председатель и члены жюри";
inline constexpr const char* kOnlyAdminUnpublishes =
    "Снять результаты с публикации может только администратор";
inline constexpr const char* kOnlyParticipants = "Отзыв могут оставить участники мероприятия";
inline constexpr const char* kAfterTheEnd = "Отзыв можно оставить после окончания мероприятия";
inline constexpr const char* kReviewExists = "Вы уже оставили отзыв об этом мероприятии";
inline constexpr const char* kPublishedReviewFixed = "Опубликованный отзыв изменить нельзя";

// Pages of the web app: the account's «Судейство» and «Дипломы», a diploma's verification page
// (main area), a festival's page (events area).
inline constexpr const char* kJuryPath = "/jury/";
inline constexpr const char* kDiplomasPath = "/diplomas/";  // the account's diplomas
inline constexpr const char* kDiplomaPrefix = "/diplom/";
inline constexpr const char* kFestivalPrefix = "/festival/";  // events area

// Who an assignment makes of a user at an event.
inline bool is_role(std::string_view role) {
  return role == "chair" || role == "juror" || role == "manager";
}
// Whose scores count: the chair and the jurors (a manager of the event scores nothing).
inline bool scores_role(std::string_view role) {
  return role == "chair" || role == "juror";
}
std::string role_title(std::string_view role);  // «Председатель жюри», «Член жюри», «Менеджер»

inline bool is_review_status(std::string_view status) {
  return status == "pending" || status == "published" || status == "rejected";
}

// Limits of what staff and users type.
inline constexpr std::size_t kMaxPerformer = 200, kMaxNomination = 160, kMaxPiece = 200,
                             kMaxCriterionCode = 40, kMaxCriterionTitle = 100, kMaxCriteria = 10,
                             kMaxReviewText = 2000, kMaxNote = 1000, kDiplomaCodeLength = 10;
inline constexpr int kMaxScale = 100;

// A handbook value or a place as the JSON shows it.
struct City {
  std::string slug, name;
};

struct EventRef {
  long long id = 0;
  std::string code, name, date_start, date_end;
  std::optional<City> city;
  bool published = false;
};

struct Criterion {
  std::string code, title;
};

// The event's rule (event_scoring; the defaults until a manager saves one).
struct Scoring {
  long long event_id = 0;
  std::vector<Criterion> criteria;
  int max_score = 10;
  Thresholds thresholds;
  std::optional<std::string> published_at;
  std::optional<long long> published_by;
  std::string updated_at;
};
Scoring default_scoring(long long event_id);
std::vector<std::string> criterion_codes(const Scoring& scoring);

struct Person {
  long long id = 0;
  std::string first_name, last_name, email;
  std::string name() const { return first_name + " " + last_name; }
};

struct Assignment {
  long long id = 0;
  long long event_id = 0;
  long long user_id = 0;
  std::string role;
  std::optional<long long> mentor_id;
  std::string created_at;
  // Read with the row.
  Person user;
  std::string event_code, event_name;
  std::optional<std::string> mentor_code, mentor_name;
  // The name printed for the juror: the mentor's when linked, else the account's.
  std::string juror_name() const { return mentor_name ? *mentor_name : user.name(); }
};

struct AssignmentQuery {
  std::optional<long long> event_id, user_id;
  std::optional<std::string> role;
  std::optional<std::vector<long long>> ids;
  long long offset = 0, limit = 25;
};

struct Performance {
  long long id = 0;
  long long event_id = 0;
  std::optional<long long> participant_id;
  std::string performer;
  std::optional<long long> user_id;
  std::optional<long long> order_item_id;
  std::string nomination;
  std::optional<long long> age_category_id, creative_type_id;
  std::optional<std::string> piece;
  long long sort = 0;
  std::optional<std::string> title_override;
  std::string created_at, updated_at;
  // Read with the row.
  std::optional<std::string> age_category, creative_type;  // titles
  std::optional<std::string> participant_code, participant_name;
  bool participant_published = false;
  std::optional<Person> user;
};

struct PerformanceQuery {
  std::optional<long long> event_id;
  std::optional<std::vector<long long>> ids;
  long long offset = 0, limit = 25;
};

struct Score {
  long long performance_id = 0;
  long long juror_id = 0;
  std::string criterion;
  int value = 0;
};

struct Review {
  long long id = 0;
  long long event_id = 0;
  long long user_id = 0;
  int rating = 0;
  std::string text;
  std::string status = "pending";
  std::optional<std::string> note;
  std::string created_at, updated_at;
  std::optional<std::string> decided_at;
  std::optional<long long> decided_by;
  // Read with the row.
  std::string event_code, event_name, event_date_start;
  Person user;
  // The public signature: first name and last initial («Мария В.»).
  std::string author() const;
};

struct ReviewQuery {
  std::optional<std::string> status;
  std::optional<long long> event_id;
  std::optional<std::vector<long long>> ids;
  bool oldest_first = false;
  long long offset = 0, limit = 25;
};

// A published result as a portfolio, a festival page or a verification page shows it.
struct PublicResult {
  long long performance_id = 0;
  std::string performer, nomination;
  std::optional<std::string> age_category, piece;
  std::string title;
  std::string diploma_code, issued_at;
  std::optional<std::string> participant_code;  // a published participant's only
  EventRef event;
};

// The rule over one event's performances: each one's average, the title the rule gives it, and
// the title it has (the override, when set).
struct Computed {
  std::optional<double> average;
  std::string computed_title;  // empty: nobody's complete scores
  std::string title;           // the override, or computed_title
};
std::vector<Computed> compute(const std::vector<Performance>& performances,
                              const std::vector<Score>& scores,
                              const std::vector<long long>& jurors, const Scoring& scoring);

// «12–15 марта 2027», «30 марта – 2 апреля 2027», «28 декабря 2026 – 3 января 2027».
std::string dates_text(std::string_view start, std::string_view end);

// A fresh diploma code: kDiplomaCodeLength characters of digits and capitals without the ones
// read alike (0 O, 1 I L).
std::string new_diploma_code();
// A code as typed (any case), or empty when it cannot be one.
std::string normalize_diploma_code(std::string_view text);

// An absolute link to a page of an area, as the request being answered sees the platform (the
// mails' links): site::area_url bound to the request.
using Link = std::function<std::string(std::string_view area, std::string_view path)>;

}  // namespace platform::results
