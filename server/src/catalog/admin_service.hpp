#pragma once

#include <boost/json/object.hpp>
#include <cstdint>
#include <optional>
#include <string_view>

#include "audit/repository.hpp"
#include "catalog/admin_repository.hpp"
#include "catalog/photo_store.hpp"
#include "catalog/service.hpp"

namespace platform::catalog {

// The catalogue admin's rules: validation, refusal to delete what is used, the audit entry of
// every change, and keeping the public catalogue fresh (search index, cached answers). No SQL,
// no HTTP. actor_id is the signed-in admin.
class AdminService {
 public:
  AdminService(AdminRepository& repository, const PhotoStore& photos)
      : repository_(repository), photos_(photos) {}

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

  // An uploaded picture (JPEG, PNG or WebP by its bytes, at most kMaxPhotoBytes) becomes the
  // event's photo; 422 on field `file` otherwise. remove_photo returns to the generated cover.
  // A stored picture no event shows any more is deleted.
  boost::json::object set_photo(const Entity& events, long long id, std::string_view bytes,
                                std::optional<std::int64_t> actor_id);
  boost::json::object remove_photo(const Entity& events, long long id,
                                   std::optional<std::int64_t> actor_id);
  static constexpr std::size_t kMaxPhotoBytes = 10u << 20;

 private:
  // After the database refused a write for a duplicate key: the input read again in a fresh
  // transaction, whose check now sees the other request's row and throws its field's 422.
  void recheck(const Entity& e, const boost::json::object& body, long long id);
  // The work changes the row: events showing it are reindexed, the catalogue's caches go.
  void changed(AdminRepository::Transaction& tx, const Entity& e, long long id);
  // Sets the event's photo (before: the event as it was), deleting a picture left unused.
  boost::json::object replace_photo(const Entity& events, const boost::json::object& before,
                                    const std::string& photo, const char* action,
                                    std::optional<std::int64_t> actor_id);
  // Deletes the event's uploaded photo (file and files row) when no event shows it any more.
  void forget_unused_photo(const boost::json::object& event);
  void forget_photo(const std::string& hash);
  static void record(AdminRepository::Transaction& tx, const Entity& e,
                     std::optional<std::int64_t> actor_id, long long id, const char* action,
                     const std::optional<boost::json::object>& before,
                     const std::optional<boost::json::object>& after);

  AdminRepository& repository_;
  const PhotoStore& photos_;
};

}  // namespace platform::catalog
