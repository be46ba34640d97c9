#pragma once

#include <boost/json/object.hpp>
#include <memory>
#include <optional>
#include <variant>
#include <vector>

#include "audit/repository.hpp"
#include "cache/cache.hpp"
#include "catalog/service.hpp"
#include "service_catalog/repository.hpp"

namespace platform::service_catalog {

// Every service and category, loaded once and shared until a change to the catalogue domain (an
// admin change here or to the catalogue, whose tags the services show): a few dozen rows the
// basket reads on every call.
struct Snapshot {
  std::vector<Category> categories;
  std::vector<Service> services;

  const Service* service(long long id) const;
  const Category* category(long long id) const;
};

// The catalogue of paid services: the public list, the basket's lookups and the admin's edits
// (validated with Russian messages, audited). No SQL, no HTTP.
class ServiceCatalog {
 public:
  // The catalogue's versions: services are kept under its domain.
  ServiceCatalog(ServiceRepository& repository, const catalog::CatalogService& catalog);

  std::shared_ptr<const Snapshot> snapshot();

  // Admin. Bodies are react-admin records; 422 with per-field messages, 404, 409.
  Category create_category(const boost::json::object& body, long long actor_id);
  Category edit_category(long long id, const boost::json::object& body, long long actor_id);
  Category delete_category(long long id, long long actor_id);
  Service get(long long id);  // 404, unpublished included
  Service create_service(const boost::json::object& body, long long actor_id);
  Service edit_service(long long id, const boost::json::object& body, long long actor_id);
  // Deletes a service no order recorded; an ordered one is refused (409): unpublish it instead.
  Service delete_service(long long id, long long actor_id);

 private:
  Category read_category(const boost::json::object& body, long long own_id);
  // The service the body describes, its references checked on the caller's connection.
  Service read_service(soci::session& s, const boost::json::object& body, const Service* existing);
  // The change's audit entry in its unit of work, which changes the catalogue.
  static void record(db::Work& work, long long actor_id, const char* entity, long long id,
                     const char* action, const std::optional<boost::json::object>& before,
                     const std::optional<boost::json::object>& after);

  ServiceRepository& repository_;
  cache::Cache<std::monostate, Snapshot> snapshot_;
};

}  // namespace platform::service_catalog
