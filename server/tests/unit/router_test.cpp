#include "http/router.hpp"

#include <gtest/gtest.h>

using platform::http::Request;
using platform::http::Response;
using platform::http::Router;
using platform::http::Verb;
using Result = Router::Match::Result;

namespace {
Response ok(Request&) {
  return {};
}
}  // namespace

TEST(Router, MatchesLiteralPathsWithOrWithoutTrailingSlash) {
  Router r;
  r.add(Verb::get, "/api/cart", ok);
  EXPECT_EQ(r.match(Verb::get, "/api/cart").result, Result::found);
  EXPECT_EQ(r.match(Verb::get, "/api/cart/").result, Result::found);
  EXPECT_EQ(r.match(Verb::get, "/api/carts").result, Result::no_path);
  EXPECT_EQ(r.match(Verb::get, "/api").result, Result::no_path);
}

TEST(Router, FillsPathParameters) {
  Router r;
  r.add(Verb::get, "/api/event/{code}", ok);
  const auto m = r.match(Verb::get, "/api/event/leto-2026");
  ASSERT_EQ(m.result, Result::found);
  EXPECT_EQ(m.params.at("code"), "leto-2026");
  EXPECT_EQ(r.match(Verb::get, "/api/event/a/b").result, Result::no_path);
}

TEST(Router, LiteralRouteAndParameterRouteCoexist) {
  Router r;
  r.add(Verb::get, "/api/event/filters", ok);
  r.add(Verb::get, "/api/event/{code}", ok);
  EXPECT_TRUE(r.match(Verb::get, "/api/event/filters").params.empty());
  EXPECT_EQ(r.match(Verb::get, "/api/event/x").params.at("code"), "x");
}

TEST(Router, WrongMethodListsAllowedMethods) {
  Router r;
  r.add(Verb::get, "/api/cart", ok);
  r.add(Verb::post, "/api/cart", ok);
  const auto m = r.match(Verb::delete_, "/api/cart");
  EXPECT_EQ(m.result, Result::no_method);
  EXPECT_EQ(m.allow, "GET, HEAD, POST");
}

TEST(Router, HeadIsAnsweredByGetRoutes) {
  Router r;
  r.add(Verb::get, "/api/health", ok);
  EXPECT_EQ(r.match(Verb::head, "/api/health").result, Result::found);
}

TEST(Router, RefusesPatternsWithoutLeadingSlash) {
  Router r;
  EXPECT_THROW(r.add(Verb::get, "api/x", ok), std::invalid_argument);
}

TEST(Router, KnowsWhichRoutesAreHeavy) {
  platform::http::Router router;
  router.add(
      platform::http::Verb::post, "/api/auth/login",
      [](platform::http::Request&) { return platform::http::json_ok(nullptr); },
      platform::http::Cost::heavy);
  router.add(platform::http::Verb::get, "/api/health",
             [](platform::http::Request&) { return platform::http::json_ok(nullptr); });
  EXPECT_EQ(router.match(platform::http::Verb::post, "/api/auth/login/").cost,
            platform::http::Cost::heavy);
  EXPECT_EQ(router.match(platform::http::Verb::get, "/api/health").cost,
            platform::http::Cost::light);
  EXPECT_EQ(router.match(platform::http::Verb::get, "/api/auth/login").cost,
            platform::http::Cost::light)
      << "another method of the path is not the heavy route";
}
