#include "auth/routes.hpp"

#include <boost/json/object.hpp>

#include "auth/account_json.hpp"
#include "auth/contact.hpp"
#include "core/json_input.hpp"
#include "core/validation.hpp"

namespace platform::auth {
namespace json = boost::json;
using http::Verb;

Contact read_contact(core::FieldReader& fields, bool strict_phone) {
  const auto email = fields.text("email", {{"max", 254}});
  const auto phone = fields.text("phone", {{"max", 40}});
  Contact c;
  if (email) {
    c.value = normalize_email(*email);
  } else if (phone) {
    c.is_phone = true;
    if (auto normal = normalize_phone(*phone)) {
      c.value = *normal;
    } else if (strict_phone) {
      fields.fail("phone", "Некорректный номер телефона");
    } else {
      c.value = *phone;  // matches nobody, but is throttled under its own name
    }
  } else if (!fields.failed("email") && !fields.failed("phone")) {
    fields.fail("email", core::kRequiredMessage);
  }
  return c;
}

void register_routes(http::Router& router, const Guard& guard, AuthService& auth) {
  auto with_cookie = [&guard](const http::Request& request, const NewSession& session) {
    http::Response r = http::json_ok(users::to_json(session.user));
    const auto options = guard.cookie_options(request, session.remember);
    r.headers.insert(http::beast_http::field::set_cookie, session_cookie(session.token, options));
    if (!session.device_token.empty()) {
      r.headers.insert(http::beast_http::field::set_cookie,
                       device_cookie(session.device_token, options));
    }
    return r;
  };

  guard.add(
      router,
      {
          {Verb::post, "/api/auth/register", Access::anyone, "",
           [&auth, with_cookie](http::Request& request, const Principal*) {
             const auto body = http::json_body(request);
             core::FieldReader fields(body);
             RegisterInput in;
             // The welcome letter greets by name whatever address was given.
             in.first_name =
                 fields.text("first_name", {{"required"}, {"max", 100}, {"person_name"}})
                     .value_or("");
             in.last_name = fields.text("last_name", {{"required"}, {"max", 100}, {"person_name"}})
                                .value_or("");
             in.second_name = fields.text("second_name", {{"max", 100}, {"person_name"}});
             in.email = normalize_email(
                 fields.text("email", {{"required"}, {"email"}, {"max", 254}}).value_or(""));
             if (auto phone = fields.text("phone", {{"phone"}, {"max", 40}})) {
               in.phone = normalize_phone(*phone);
               if (!in.phone) fields.fail("phone", "Некорректный номер телефона");
             }
             in.password =
                 fields.text("password", {{"required"}, {"min", 8}, {"max", 200}}).value_or("");
             const auto* consent = body.if_contains("consent");
             if (!consent || !consent->is_bool() || !consent->get_bool()) {
               fields.fail("consent", "Необходимо согласие на обработку персональных данных");
             }
             fields.finish();
             return with_cookie(request, auth.register_user(in, Guard::client_of(request)));
           },
           http::Cost::heavy},
          {Verb::post, "/api/auth/login", Access::anyone, "",
           [&auth, with_cookie](http::Request& request, const Principal*) {
             const auto body = http::json_body(request);
             core::FieldReader fields(body);
             const Contact contact = read_contact(fields, false);
             const auto password = fields.text("password", {{"required"}, {"max", 200}});
             const bool remember = fields.flag("remember").value_or(false);
             fields.finish();
             return with_cookie(request, auth.login(contact, password.value_or(""), remember,
                                                    Guard::client_of(request)));
           },
           http::Cost::heavy},
          {Verb::post, "/api/auth/forgot", Access::anyone, "",
           [&auth](http::Request& request, const Principal*) {
             const auto body = http::json_body(request);
             core::FieldReader fields(body);
             const Contact contact = read_contact(fields, true);
             fields.finish();
             auth.send_code(contact, Guard::client_of(request));
             return http::json_ok(
                 json::object{{"sent", true}, {"resend_after", kCodeResendSeconds}});
           }},
          {Verb::get, "/api/auth/me", Access::user, "",
           [&auth](http::Request&, const Principal* principal) {
             return http::json_ok(account_json(auth, *principal, principal->user));
           }},
          {Verb::post, "/api/auth/logout", Access::anyone, "",
           [&auth, &guard](http::Request& request, const Principal* principal) {
             if (principal) auth.logout(principal->session_id);
             http::Response r = http::json_ok(nullptr);
             r.headers.insert(http::beast_http::field::set_cookie,
                              clear_session_cookie(guard.cookie_options(request, false)));
             return r;
           }},
      });
}

}  // namespace platform::auth
