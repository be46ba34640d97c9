#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "db/work.hpp"
#include "users/user.hpp"

namespace platform::users {

// What the admin list filters by (docs/api.md, GET /api/admin/users).
struct ListQuery {
  std::string q;  // lower-cased search text
  std::optional<std::string> role;
  std::optional<bool> blocked;
  std::optional<bool> verified;
  bool deleted = false;     // true: only deleted users; false: only live ones
  std::string sort = "id";  // id, last_name, email, created_at
  bool descending = false;
  std::int64_t offset = 0;
  std::int64_t limit = 25;
};

// What a write saves of a user: each part its own columns, so that writes of different parts at
// the same instant (a manager blocking the account, its owner renaming it a moment later from a
// form read before the block) never undo each other.
enum class UserPart {
  profile,   // names, contacts, photo, password hash, verified_at, pending contacts
  blocking,  // blocked_at, blocked_reason
  deletion,  // deleted_at
  stamp,     // updated_at alone (the roles live in user_roles)
};

// SQL of the users and user_roles tables. Every call borrows a pooled connection.
class UserRepository {
 public:
  explicit UserRepository(db::Database& database) : database_(database) {}

  db::Database& database() noexcept { return database_; }

  std::optional<User> find(std::int64_t id);
  // The user read in the work's transaction with its row locked (PostgreSQL), so concurrent
  // writes of one account run one after another and each reads what the one before wrote.
  std::optional<User> find_for_update(db::Work& work, std::int64_t id);
  // Users that are not deleted.
  std::optional<User> find_live_by_email(const std::string& email);
  std::optional<User> find_live_by_phone(const std::string& phone);

  // Inserts the user with its roles; sets user.id.
  void insert(User& user);
  // Saves one part of the user (the profile unless told): in a unit of work of its own, or in
  // the caller's. Checked sessions are dropped after the commit.
  void update(const User& user, UserPart part = UserPart::profile);
  void update(db::Work& work, const User& user, UserPart part = UserPart::profile);
  void set_roles(db::Work& work, std::int64_t user_id, const std::vector<std::string>& roles);
  // The same two writes, made only while another live, unblocked Admin remains (checked in the
  // work's transaction, safe against two Admins acting at once): false when the user is the last
  // one, and nothing was written.
  bool update_keeping_an_admin(db::Work& work, const User& user, UserPart part);
  bool set_roles_keeping_an_admin(db::Work& work, std::int64_t user_id,
                                  const std::vector<std::string>& roles);

  // The files table: one row per stored upload (path as served, e.g. /storage/photos/x.png).
  void add_file(std::int64_t user_id, const std::string& kind, const std::string& path,
                std::int64_t size, const std::string& content_type, const std::string& now);
  void remove_file(const std::string& path);

  std::vector<User> list(const ListQuery& query);
  std::int64_t count(const ListQuery& query);

 private:
  std::vector<std::string> roles_of(std::int64_t user_id);

  db::Database& database_;
};

}  // namespace platform::users
