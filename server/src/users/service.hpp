#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "audit/repository.hpp"
#include "auth/service.hpp"
#include "core/clock.hpp"
#include "files/uploads.hpp"
#include "mail/postman.hpp"
#include "storage/storage.hpp"
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
              mail::Postman& postman, files::Uploads& uploads, const storage::Storage& files,
              core::Clock clock = core::system_now)
      : users_(users),
        auth_(auth),
        audit_(audit),
        postman_(postman),
        uploads_(uploads),
        files_(files),
        clock_(std::move(clock)) {}

  // Own profile (decision 0019). Names change at once. A new email or phone needs the current
  // password (or a code login within 10 minutes) and only becomes pending: a code goes to it
  // (send_contact_code) and it takes effect in confirm_contact. A new password needs the current
  // one (or a code login within 15 minutes) and ends every other session. 422 for a taken
  // email/phone or a missing or wrong current password.
  User edit_own(const auth::Principal& principal, const ProfileInput& input,
                const std::optional<std::string>& current_password,
                const std::optional<std::string>& new_password, const auth::Client& client);
  // kind: "email" or "phone". 422 for a wrong or expired code or a contact taken meanwhile.
  User confirm_contact(User user, const std::string& kind, const std::string& code);
  void resend_contact_code(const User& user, const std::string& kind, const auth::Client& client);
  User cancel_contact(User user, const std::string& kind);
  User set_photo(User user, std::string_view bytes);
  void delete_own(User user);  // 422 for the last Admin

  // Admin area. Every change is written to the audit log with the actor and before/after.
  // Accounts holding any staff role are changed by an Admin only (403 for other staff), and the
  // last live unblocked Admin can be neither blocked nor stripped of the role (422).
  User get(std::int64_t id);  // 404
  // A page of the users list and how many match in all.
  std::pair<std::vector<User>, std::int64_t> list(const ListQuery& query);
  User edit(std::int64_t id, const ProfileInput& input, const User& actor);
  User set_roles(std::int64_t id, const std::vector<std::string>& roles, const User& actor);
  User block(std::int64_t id, const User& actor, const std::string& reason);
  User unblock(std::int64_t id, const User& actor);
  std::vector<audit::Entry> history(std::int64_t id);  // 404 for unknown users

 private:
  User get_for_update(db::Work& work, std::int64_t id);  // 404; the row locked till the commit
  // Writes an edited profile; a write refused by the unique contact indexes becomes the 422.
  // Saves the profile in one unit of work, with what `with` adds to it (its audit entry, a
  // letter); a lost race for a contact is the 422 of a taken one.
  void save_profile(const User& user, const std::function<void(db::Work&)>& with = {});
  void record(db::Work& work, std::int64_t actor_id, const std::string& action, const User& before,
              const User& after);
  // Starts the change of one contact when it differs from the current one.
  void request_contact(User& user, const std::string& kind, const std::optional<std::string>& value,
                       const auth::Client& client);

  UserRepository& users_;
  auth::AuthService& auth_;
  audit::AuditRepository& audit_;
  mail::Postman& postman_;
  files::Uploads& uploads_;
  const storage::Storage& files_;
  core::Clock clock_;
};

}  // namespace platform::users
