#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "recommend/model.hpp"

namespace platform::recommend {

// SQL of recommendations, and what a pick reads of events and articles.
class RecommendationRepository {
 public:
  explicit RecommendationRepository(db::Database& database) : database_(database) {}

  // Every pick with its item's title, by area and position (the admin's list, a few hundred);
  // `today` ("YYYY-MM-DD") tells which events are past.
  std::vector<Recommendation> all(const std::string& today);
  std::optional<Recommendation> find(long long id, const std::string& today);
  static std::optional<Recommendation> find(soci::session& s, long long id,
                                            const std::string& today);
  // The area's picks visitors see, in order, at most `limit`: one query, the articles' card
  // fields joined in.
  std::vector<LivePick> live(const std::string& area, const std::string& today, long long limit);

  // The event's name, or nothing for an unknown id.
  std::optional<std::string> event_name(long long id);
  // The article's title and area, or nothing for an unknown id.
  std::optional<ArticleRef> article(long long id);
  // Ids by code (the seed names its items so).
  std::optional<long long> event_id(const std::string& code);
  std::optional<long long> article_id(const std::string& code);
  // True when another pick (not own_id) of the area shows the same item.
  bool taken(const std::string& area, const std::string& kind, long long item_id, long long own_id);
  // The position after the area's last pick.
  long long next_position(const std::string& area);

  // Writes, inside the caller's unit of work.
  static long long insert(soci::session& s, const Recommendation& pick);
  static void update(soci::session& s, const Recommendation& pick);
  static void remove(soci::session& s, long long id);

 private:
  db::Database& database_;
};

}  // namespace platform::recommend
