#pragma once

#include <boost/json/object.hpp>
#include <cstdint>
#include <optional>

#include "audit/repository.hpp"
#include "catalog/admin_repository.hpp"
#include "catalog/service.hpp"

namespace platform::catalog {

// The catalogue admin's rules: validation, refusal to delete what is used, the audit entry of
// every change, and keeping the public catalogue fresh (search index, cached answers). No SQL,
// no HTTP. actor_id is the signed-in admin.
class AdminService {
 public:
  AdminService(AdminRepository& repository, CatalogService& catalog, audit::AuditRepository& audit)
      : repository_(repository), catalog_(catalog), audit_(audit) {}

  AdminPage list(const Entity& e, const AdminListQuery& query);
  boost::json::object get(const Entity& e, long long id);  // 404
  boost::json::object create(const Entity& e, const boost::json::object& body,
                             std::optional<std::int64_t> actor_id);
  // Fields missing from the body keep their values.
  boost::json::object edit(const Entity& e, long long id, const boost::json::object& body,
                           std::optional<std::int64_t> actor_id);
  // 409 with the entity's message while another table still uses the row.
  boost::json::object remove(const Entity& e, long long id, std::optional<std::int64_t> actor_id);
  boost::json::object set_published(const Entity& events, long long id, bool published,
                                    std::optional<std::int64_t> actor_id);

 private:
  void changed(const Entity& e, long long id);
  void record(const Entity& e, std::optional<std::int64_t> actor_id, long long id, const char* action,
              const std::optional<boost::json::object>& before,
              const std::optional<boost::json::object>& after);

  AdminRepository& repository_;
  CatalogService& catalog_;
  audit::AuditRepository& audit_;
};

}  // namespace platform::catalog
