#include "users/user.hpp"

#include <boost/json/array.hpp>

#include "auth/contact.hpp"
#include "core/json_null.hpp"

namespace platform::users {
namespace json = boost::json;
json::object to_json(const User& u, bool with_created) {
  json::object o;
  o["id"] = u.id;
  o["code"] = u.code;
  o["photo"] = core::or_null(u.photo);
  o["first_name"] = u.first_name;
  o["second_name"] = core::or_null(u.second_name);
  o["last_name"] = u.last_name;
  o["phone"] = core::or_null(u.phone);
  o["email"] = u.email;
  json::array roles;
  for (const auto& r : u.roles) roles.push_back(json::object{{"code", r}});
  o["roles"] = std::move(roles);
  o["verified_at"] = core::or_null(u.verified_at);
  o["deleted_at"] = core::or_null(u.deleted_at);
  o["blocked_at"] = core::or_null(u.blocked_at);
  o["blocked_reason"] = core::or_null(u.blocked_reason);
  o["pending_email"] = core::or_null(u.pending_email);
  o["pending_phone"] = core::or_null(u.pending_phone);
  if (with_created) o["created_at"] = u.created_at;
  return o;
}

std::string search_text_of(const User& u) {
  return auth::lower_text(u.last_name + " " + u.first_name + " " + u.second_name.value_or("") +
                          " " + u.email + " " + u.phone.value_or(""));
}

}  // namespace platform::users
