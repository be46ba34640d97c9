#include "auth/account_json.hpp"

namespace platform::auth {
namespace {

boost::json::value time_or_null(const std::optional<core::TimePoint>& at) {
  return at ? boost::json::value(core::format_utc(*at)) : boost::json::value(nullptr);
}

}  // namespace

boost::json::object account_json(const AuthService& auth, const Principal& principal,
                                 const users::User& user) {
  auto o = users::to_json(user);
  o["set_password_until"] = time_or_null(auth.password_free_until(principal));
  o["change_contacts_until"] = time_or_null(auth.contacts_free_until(principal));
  return o;
}

}  // namespace platform::auth
