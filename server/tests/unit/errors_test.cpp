#include "core/errors.hpp"

#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "http/app.hpp"
#include "http/message.hpp"
#include "site/pages.hpp"

using namespace platform;
namespace json = boost::json;

TEST(Errors, EachKindHasItsStatus) {
  EXPECT_EQ(core::status_of(core::ErrorKind::bad_request), 400);
  EXPECT_EQ(core::status_of(core::ErrorKind::unauthorized), 401);
  EXPECT_EQ(core::status_of(core::ErrorKind::forbidden), 403);
  EXPECT_EQ(core::status_of(core::ErrorKind::not_found), 404);
  EXPECT_EQ(core::status_of(core::ErrorKind::method_not_allowed), 405);
  EXPECT_EQ(core::status_of(core::ErrorKind::conflict), 409);
  EXPECT_EQ(core::status_of(core::ErrorKind::payload_too_large), 413);
  EXPECT_EQ(core::status_of(core::ErrorKind::unsupported_media_type), 415);
  EXPECT_EQ(core::status_of(core::ErrorKind::invalid), 422);
  EXPECT_EQ(core::status_of(core::ErrorKind::too_many_requests), 429);
  EXPECT_EQ(core::status_of(core::ErrorKind::unavailable), 503);
}

TEST(Envelope, SuccessWrapsDataWithStatus) {
  const auto r = http::json_ok(json::object{{"a", 1}});
  EXPECT_EQ(r.status, http::Status::ok);
  EXPECT_EQ(json::parse(r.body), json::parse(R"({"status":200,"data":{"a":1}})"));
  EXPECT_EQ(r.headers[http::beast_http::field::content_type], "application/json; charset=utf-8");
}

TEST(Envelope, ValidationErrorListsFieldMessages) {
  const core::ApiError e(core::ErrorKind::invalid, "",
                         {{"email", {"Обязательное поле для заполнения"}}});
  const auto r = http::json_error(e);
  EXPECT_EQ(r.status, http::Status::unprocessable_entity);
  const auto body = json::parse(r.body).as_object();
  EXPECT_EQ(body.at("status").as_int64(), 422);
  EXPECT_EQ(body.at("message").as_string(), "Проверьте правильность заполнения полей");
  EXPECT_EQ(body.at("errors").at("email").at(0).as_string(), "Обязательное поле для заполнения");
}

TEST(Envelope, ErrorWithoutFieldsHasNoErrorsKey) {
  const auto r =
      http::json_error(core::ApiError(core::ErrorKind::not_found, "Фестиваль не найден"));
  const auto body = json::parse(r.body).as_object();
  EXPECT_EQ(body.at("status").as_int64(), 404);
  EXPECT_EQ(body.at("message").as_string(), "Фестиваль не найден");
  EXPECT_FALSE(body.contains("errors"));
}

// A handler that fails unexpectedly (a database error, a bug) answers a bare 500 through the App:
// the exception's text, which may hold SQL or data, stays in the log.
TEST(Envelope, InternalErrorNeverCarriesDetails) {
  http::Router api;
  api.add(http::Verb::get, "/api/boom", [](http::Request&) -> http::Response {
    throw std::runtime_error("SELECT password_hash FROM users WHERE email = 'admin@demo.local'");
  });
  const auto manifest = site::RouteManifest::parse(R"({"version": "t", "product": "П",
    "areas": {"main": {"name": "Главная", "title": "t", "description": "d"}}, "routes": []})");
  const http::App app(
      "localhost", std::move(api), http::StaticFiles(),
      site::PageRenderer(
          R"(<html><head><title>x</title><meta name="description" content="y"></head><body></body></html>)",
          manifest, "localhost"));
  http::RawRequest raw{http::Verb::get, "/api/boom", 11};
  raw.set(http::beast_http::field::host, "localhost");
  const auto r = app.handle(raw, "127.0.0.1");
  EXPECT_EQ(r.status, http::Status::internal_server_error);
  const auto body = json::parse(r.body_view()).as_object();
  EXPECT_EQ(body.at("status").as_int64(), 500);
  EXPECT_EQ(body.at("message").as_string(), "Внутренняя ошибка сервера");
  for (const char* leak : {"SELECT", "password_hash", "admin@demo.local", "runtime_error"}) {
    EXPECT_EQ(r.body_view().find(leak), std::string_view::npos) << leak;
  }
  EXPECT_FALSE(r.headers["X-Request-Id"].empty()) << "the id that finds the log line";
}
