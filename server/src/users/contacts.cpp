#include "users/contacts.hpp"

#include "core/errors.hpp"

namespace platform::users {

void throw_if_contacts_taken(UserRepository& users, std::int64_t own_id, const std::string& email,
                             const std::optional<std::string>& phone) {
  core::FieldErrors taken;
  if (const auto other = users.find_live_by_email(email); other && other->id != own_id) {
    taken["email"].push_back("Пользователь с такой почтой уже зарегистрирован");
  }
  if (phone) {
    if (const auto other = users.find_live_by_phone(*phone); other && other->id != own_id) {
      taken["phone"].push_back("Пользователь с таким телефоном уже зарегистрирован");
    }
  }
  if (!taken.empty()) core::throw_invalid(taken);
}

}  // namespace platform::users
