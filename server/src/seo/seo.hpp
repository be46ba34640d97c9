#pragma once

#include <boost/json/object.hpp>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "audit/repository.hpp"
#include "cache/cache.hpp"
#include "db/database.hpp"

namespace platform::seo {

// What a SEO manager set for one address of an area (decision 0028); unset fields keep the
// route's own.
struct Override {
  long long id = 0;
  std::string area, path;
  std::optional<std::string> title, description, share_image;
  bool noindex = false;
  std::string updated_at;
};

// SQL of seo_overrides.
class OverrideRepository {
 public:
  explicit OverrideRepository(db::Database& database) : database_(database) {}
  std::vector<Override> all();  // by area and path
  std::optional<Override> find(long long id);
  bool path_taken(const std::string& area, const std::string& path, long long own_id);
  static long long insert(soci::session& s, const Override& o);
  static void update(soci::session& s, const Override& o);
  static void remove(soci::session& s, long long id);

 private:
  db::Database& database_;
};

// The record as the admin reads it.
boost::json::object override_json(const Override& o);

// Every override in memory, keyed "area/path" ("main/o-nas/"): a page render looks one up.
using OverrideMap = std::unordered_map<std::string, Override>;

// Overrides for the pages and the admin: checked (422 per field), audited, held in memory and
// reloaded after any content change. No HTTP.
class SeoService {
 public:
  SeoService(OverrideRepository& repository, audit::AuditRepository& audit, db::Database& database);

  // The override of the area's path, or null.
  std::shared_ptr<const Override> find(const std::string& area, const std::string& path);
  // {status, data: {items: {path: {title?, description?, noindex?}}}} of the area, serialised:
  // what the web app applies after its own titles.
  std::shared_ptr<const std::string> area_json(const std::string& area);

  std::vector<Override> list() { return repository_.all(); }
  Override get(long long id);  // 404
  Override create(const boost::json::object& body, long long actor_id);
  Override edit(long long id, const boost::json::object& body, long long actor_id);
  Override remove(long long id, long long actor_id);

 private:
  std::shared_ptr<const OverrideMap> snapshot();
  Override read(const boost::json::object& body, const Override* existing);
  // The change's audit entry in its unit of work, which changes the areas' pages.
  void record(db::Work& work, long long actor_id, long long id, const char* action,
              const Override* before, const Override* after);

  OverrideRepository& repository_;
  audit::AuditRepository& audit_;
  db::Database& database_;
  cache::Cache<std::string, OverrideMap> snapshot_;
  cache::Cache<std::string, std::string> answers_;
};

}  // namespace platform::seo
