#include "users/routes.hpp"

#include "auth/account_json.hpp"
#include "auth/contact.hpp"
#include "http/multipart.hpp"

namespace platform::users {
using auth::Access;
using auth::Principal;
using http::Verb;

ProfileInput read_profile(core::FieldReader& fields) {
  ProfileInput in;
  in.first_name =
      fields.text("first_name", {{"required"}, {"max", 100}, {"person_name"}}).value_or("");
  in.second_name = fields.text("second_name", {{"max", 100}, {"person_name"}});
  in.last_name =
      fields.text("last_name", {{"required"}, {"max", 100}, {"person_name"}}).value_or("");
  in.email = auth::normalize_email(
      fields.text("email", {{"required"}, {"email"}, {"max", 254}}).value_or(""));
  if (auto phone = fields.text("phone", {{"phone"}, {"max", 40}})) {
    in.phone = auth::normalize_phone(*phone);
    if (!in.phone) fields.fail("phone", "Некорректный номер телефона");
  }
  return in;
}

namespace {

// The "kind" of a contact change: "email" or "phone".
std::string read_kind(core::FieldReader& fields) {
  auto kind = fields.text("kind", {{"required"}, {"max", 10}}).value_or("");
  if (!fields.failed("kind") && kind != "email" && kind != "phone") {
    fields.fail("kind", "Должно быть email или phone");
  }
  return kind;
}

}  // namespace

void register_routes(http::Router& router, const auth::Guard& guard, auth::AuthService& auth,
                     UserService& users) {
  const auto answer = [&auth](const Principal* principal, const User& user) {
    return http::json_ok(auth::account_json(auth, *principal, user));
  };
  guard.add(
      router,
      {
          {Verb::put, "/api/user/edit", Access::user, "",
           [&users, answer](http::Request& request, const Principal* principal) {
             const auto body = http::json_body(request);
             core::FieldReader fields(body);
             const ProfileInput in = read_profile(fields);
             const auto current = fields.text("current_password", {{"max", 200}});
             const auto fresh = fields.text("new_password", {{"min", 8}, {"max", 200}});
             fields.finish();
             return answer(principal, users.edit_own(*principal, in, current, fresh,
                                                     auth::Guard::client_of(request)));
           },
           http::Cost::heavy},
          {Verb::post, "/api/user/contact/confirm", Access::user, "",
           [&users, answer](http::Request& request, const Principal* principal) {
             const auto body = http::json_body(request);
             core::FieldReader fields(body);
             const auto kind = read_kind(fields);
             const auto code = fields.text("code", {{"required"}, {"max", 40}});
             fields.finish();
             return answer(principal, users.confirm_contact(principal->user, kind, *code));
           }},
          {Verb::post, "/api/user/contact/resend", Access::user, "",
           [&users](http::Request& request, const Principal* principal) {
             const auto body = http::json_body(request);
             core::FieldReader fields(body);
             const auto kind = read_kind(fields);
             fields.finish();
             users.resend_contact_code(principal->user, kind, auth::Guard::client_of(request));
             return http::json_ok(
                 boost::json::object{{"sent", true}, {"resend_after", auth::kCodeResendSeconds}});
           }},
          {Verb::post, "/api/user/contact/cancel", Access::user, "",
           [&users, answer](http::Request& request, const Principal* principal) {
             const auto body = http::json_body(request);
             core::FieldReader fields(body);
             const auto kind = read_kind(fields);
             fields.finish();
             return answer(principal, users.cancel_contact(principal->user, kind));
           }},
          {Verb::post, "/api/user/file", Access::user, "",
           [&users](http::Request& request, const Principal* principal) {
             const auto boundary =
                 http::multipart_boundary(request.header(http::beast_http::field::content_type));
             if (!boundary) core::throw_bad_request("Ожидается тело multipart/form-data");
             const auto parts = http::parse_multipart(request.raw.body(), *boundary);
             if (!parts) core::throw_bad_request("Некорректное тело multipart/form-data");
             for (const auto& part : *parts) {
               if (part.name == "photo" && part.filename) {
                 return http::json_ok(to_json(users.set_photo(principal->user, part.data)));
               }
             }
             core::throw_invalid({{"photo", {"Обязательное поле для заполнения"}}});
           },
           http::Cost::heavy},  // libvips and the storage's write
          {Verb::post, "/api/user/del", Access::user, "",
           [&users, &guard](http::Request& request, const Principal* principal) {
             users.delete_own(principal->user);
             http::Response r = http::json_ok(nullptr);
             r.headers.insert(http::beast_http::field::set_cookie,
                              auth::clear_session_cookie(guard.cookie_options(request, false)));
             return r;
           }},
      });
}

}  // namespace platform::users
