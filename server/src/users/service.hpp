#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "audit/repository.hpp"
#include "auth/service.hpp"
#include "core/clock.hpp"
#include "users/repository.hpp"

namespace platform::users {

struct ProfileInput {
  std::string first_name;
  std::optional<std::string> second_name;
  std::string last_name;
  std::string email;                 // normalised
  std::optional<std::string> phone;  // normalised
};

inline constexpr std::size_t kMaxPhotoBytes = 5u << 20;

// The image type of the bytes by their magic numbers: "jpg", "png", "webp" or nothing.
std::optional<std::string> sniff_image(std::string_view bytes);

// The account area's and the admin area's rules about users. No SQL, no HTTP.
class UserService {
 public:
  UserService(UserRepository& users, auth::AuthService& auth, audit::AuditRepository& audit,
              std::filesystem::path storage_dir, core::Clock clock = core::system_now)
      : users_(users),
        auth_(auth),
        audit_(audit),
        storage_(std::move(storage_dir)),
        clock_(std::move(clock)) {}

  // Own profile: 422 for a taken email/phone or a wrong current password.
  User edit_own(User user, const ProfileInput& input, const std::optional<std::string>& current_password,
                const std::optional<std::string>& new_password);
  User set_photo(User user, std::string_view bytes);
  void delete_own(User user);

  // Admin area. Every change is written to the audit log with the actor and before/after.
  User get(std::int64_t id);  // 404
  User edit(std::int64_t id, const ProfileInput& input, std::int64_t actor_id);
  User set_roles(std::int64_t id, const std::vector<std::string>& roles, std::int64_t actor_id);
  User block(std::int64_t id, std::int64_t actor_id, const std::string& reason);
  User unblock(std::int64_t id, std::int64_t actor_id);
  std::vector<audit::Entry> history(std::int64_t id);  // 404 for unknown users

 private:
  // Writes an edited profile; a write refused by the unique contact indexes becomes the 422.
  void save_profile(const User& user, const ProfileInput& input);
  static void apply(User& user, const ProfileInput& input);
  void record(std::int64_t actor_id, const std::string& action, const User& before, const User& after);

  UserRepository& users_;
  auth::AuthService& auth_;
  audit::AuditRepository& audit_;
  std::filesystem::path storage_;
  core::Clock clock_;
};

}  // namespace platform::users
