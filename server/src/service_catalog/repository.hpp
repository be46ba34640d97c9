#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "service_catalog/model.hpp"

namespace platform::service_catalog {

// SQL of service_categories, services, service_tags and service_params.
class ServiceRepository {
 public:
  explicit ServiceRepository(db::Database& database) : database_(database) {}

  // Every service with its tags and params, in category and sort order (4 queries in all).
  db::Database& database() noexcept { return database_; }

  std::vector<Service> all();
  static std::vector<Service> all(soci::session& s);
  // One service with its tags and params, as the caller's transaction sees it.
  static std::optional<Service> find(soci::session& s, long long id);
  std::vector<Category> categories();

  std::optional<Category> category(long long id);
  static std::optional<Category> category(soci::session& s, long long id);
  static long long insert_category(soci::session& s, const Category& category);
  static void update_category(soci::session& s, const Category& category);
  static void delete_category(soci::session& s, long long id);
  long long services_in_category(long long id);
  bool category_code_taken(const std::string& code, long long except_id);

  static bool service_code_taken(soci::session& s, const std::string& code, long long except_id);
  static bool tag_exists(soci::session& s, long long id);
  // Inserts or updates the service row, its tags and its params (params keep their ids when the
  // input names them; others are added, missing ones deleted) in one transaction.
  static long long save_service(soci::session& s, const Service& service);
  static void delete_service(soci::session& s, long long id);
  // True when an order recorded the service (it is then unpublished, not deleted).
  bool service_ordered(long long id);

 private:
  static std::vector<Service> load(soci::session& s, std::optional<long long> only);
  db::Database& database_;
};

}  // namespace platform::service_catalog
