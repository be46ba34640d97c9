#include "users/user.hpp"

#include <boost/json/array.hpp>

#include "auth/contact.hpp"

namespace platform::users {
namespace json = boost::json;
namespace {

json::value nullable(const std::optional<std::string>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

}  // namespace

json::object to_json(const User& u, bool with_created) {
  json::object o;
  o["id"] = u.id;
  o["code"] = u.code;
  o["photo"] = nullable(u.photo);
  o["first_name"] = u.first_name;
  o["second_name"] = nullable(u.second_name);
  o["last_name"] = u.last_name;
  o["phone"] = nullable(u.phone);
  o["email"] = u.email;
  json::array roles;
  for (const auto& r : u.roles) roles.push_back(json::object{{"code", r}});
  o["roles"] = std::move(roles);
  o["verified_at"] = nullable(u.verified_at);
  o["deleted_at"] = nullable(u.deleted_at);
  o["blocked_at"] = nullable(u.blocked_at);
  o["blocked_reason"] = nullable(u.blocked_reason);
  o["pending_email"] = nullable(u.pending_email);
  o["pending_phone"] = nullable(u.pending_phone);
  if (with_created) o["created_at"] = u.created_at;
  return o;
}

std::string search_text_of(const User& u) {
  return auth::lower_text(u.last_name + " " + u.first_name + " " + u.second_name.value_or("") +
                          " " + u.email + " " + u.phone.value_or(""));
}

}  // namespace platform::users
