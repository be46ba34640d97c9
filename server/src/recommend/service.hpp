#pragma once

#include <boost/json/object.hpp>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "audit/repository.hpp"
#include "cache/cache.hpp"
#include "catalog/service.hpp"
#include "db/database.hpp"
#include "recommend/repository.hpp"

namespace platform::recommend {

// The «Рекомендуем» picks (decision 0030): the admin's records, checked (422 per field) and
// audited, and the public list of ready-to-draw cards per area, cached in the one cache under the
// content, catalogue and places counters. No SQL, no HTTP.
class RecommendService {
 public:
  RecommendService(RecommendationRepository& repository, catalog::CatalogService& catalog,
                   audit::AuditRepository& audit, db::Database& database);

  static constexpr long long kMaxLimit = 12;
  static constexpr std::size_t kMaxNoteChars = 120;

  // GET /api/recommendations: {status, data: {items: [{kind, note?, event | article}]}}, the
  // area's live picks in order, at most `limit`.
  std::shared_ptr<const std::string> public_json(const std::string& area, long long limit);

  // The admin's.
  std::vector<Recommendation> list();
  Recommendation get(long long id);  // 404
  Recommendation create(const boost::json::object& body, std::optional<long long> actor_id);
  Recommendation edit(long long id, const boost::json::object& body, long long actor_id);
  Recommendation remove(long long id, long long actor_id);

  // The seed's: a pick naming its item by code ({area, kind, code, note?, position?}).
  Recommendation create_by_code(const boost::json::object& body);

 private:
  Recommendation read(const boost::json::object& body, const Recommendation* existing);
  // The pick as the work saved it; the areas' pages change with it.
  Recommendation saved(db::Work& work, long long id);

  RecommendationRepository& repository_;
  catalog::CatalogService& catalog_;
  audit::AuditRepository& audit_;
  db::Database& database_;
  cache::Cache<std::string, std::string> answers_;
};

// The record as the admin reads it.
boost::json::object recommendation_json(const Recommendation& pick);

// The card of a live article pick: the shape of /api/blog/articles' items and its path.
boost::json::object article_card_json(const LivePick& pick);

}  // namespace platform::recommend
