#pragma once

#include <soci/session.h>

#include <boost/json/object.hpp>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "people/model.hpp"

namespace platform::people {

// SQL of people and portfolios (decision 0044). The public reads see published rows only. The
// functions taking a session run inside the caller's transaction.
class PeopleRepository {
 public:
  explicit PeopleRepository(db::Database& database) : database_(database) {}
  db::Database& database() { return database_; }

  // ---- the public side
  struct Filters {
    std::vector<Named> creative_types, cities;  // used by a published mentor or participant
    // Every published structure, for an owner's portfolio to name: the code, and the name with
    // its city ("Ансамбль «Улыбка», Тюмень").
    std::vector<Named> structures;
  };
  Filters filters();
  std::vector<MentorCard> mentor_cards(const PeopleQuery& query);
  long long count_mentors(const PeopleQuery& query);
  std::optional<Mentor> mentor(const std::string& code);
  std::vector<ParticipantCard> participant_cards(const PeopleQuery& query);
  long long count_participants(const PeopleQuery& query);
  std::optional<Participant> participant(const std::string& code);
  // The codes of the published mentors or participants (the sitemap), in the lists' order.
  std::vector<std::string> published_codes(const std::string& table);

  // ---- what a portfolio's save names
  static bool city_exists(soci::session& s, const std::string& slug);
  static bool creative_type_exists(soci::session& s, const std::string& slug);
  static bool structure_published(soci::session& s, const std::string& code);

  // ---- the owners' drafts
  std::vector<Draft> drafts_of(long long user_id);  // newest first
  long long count_drafts_of(long long user_id);
  std::optional<Draft> draft(long long id);
  static std::optional<Draft> draft(soci::session& s, long long id);
  long long insert_draft(const Draft& draft);
  // data, status, note, submitted_at, decided_at, decided_by, target_id and updated_at.
  static void update_draft(soci::session& s, const Draft& draft);
  void delete_draft(long long id);

  // The moderation queue: without a status, every draft sent at least once (not 'draft').
  struct QueueQuery {
    std::optional<std::string> status, kind;
    bool by_id = false;  // sort by id instead of submitted_at
    bool descending = false;
    long long offset = 0, limit = 25;
  };
  std::vector<Draft> queue(const QueueQuery& query);
  long long count_queue(const QueueQuery& query);

  // ---- the live rows
  struct Live {
    long long id = 0;
    std::string code, name;
    bool published = false;
  };
  static std::optional<Live> live(soci::session& s, const std::string& kind, long long id);
  std::optional<Live> live(const std::string& kind, long long id);
  // Writes a portfolio's data (draft.hpp) into its live row, published and owned by user_id: an
  // update of `id`, or (nothing, or a row that is gone) a new row whose code comes from the name,
  // made unique with -2, -3... Answers the row.
  static Live write_live(soci::session& s, const std::string& kind, std::optional<long long> id,
                         const boost::json::object& data, long long user_id,
                         const std::string& now);

 private:
  db::Database& database_;
};

}  // namespace platform::people
