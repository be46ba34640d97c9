#pragma once

#include <boost/json/object.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace platform::users {

// A user of spec section 3 plus what only the server sees (the password hash).
struct User {
  std::int64_t id = 0;
  std::string code;  // public id, "u-" and hex digits
  std::optional<std::string> photo;
  std::string first_name;
  std::optional<std::string> second_name;
  std::string last_name;
  std::optional<std::string> phone;  // "+7" and 10 digits
  std::string email;                 // lower-cased
  std::string password_hash;
  std::vector<std::string> roles;  // role codes
  std::optional<std::string> verified_at;
  std::optional<std::string> consent_at;
  std::optional<std::string> blocked_at;
  std::optional<std::string> blocked_reason;
  std::optional<std::string> deleted_at;
  // A new email or phone waiting for the code sent to it (it is not the user's contact yet).
  std::optional<std::string> pending_email;
  std::optional<std::string> pending_phone;
  std::string created_at;
  std::string updated_at;
};

// The user object of the API (docs/api.md): never the hash. with_created adds created_at (admin).
boost::json::object to_json(const User& user, bool with_created = false);

// The text the admin search looks in: names, email and phone, lower-cased.
std::string search_text_of(const User& user);

}  // namespace platform::users
