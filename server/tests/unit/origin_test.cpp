#include "http/origin.hpp"

#include <gtest/gtest.h>

using platform::http::Destination;
using platform::http::is_state_changing;
using platform::http::origin_allowed;

namespace {
const Destination kTls{true, "festival.ru"};
const Destination kLocal{false, "localhost:8080"};
}  // namespace

TEST(Origin, OwnDomainAndAreaHostsAreAllowed) {
  EXPECT_TRUE(origin_allowed("https://festival.ru", "", "festival.ru", kTls));
  EXPECT_TRUE(origin_allowed("https://bravo.festival.ru", "", "festival.ru", kTls));
  EXPECT_TRUE(origin_allowed("https://festival.ru:443", "", "festival.ru", kTls));
  EXPECT_TRUE(origin_allowed("http://localhost:8080", "", "localhost", kLocal));
  EXPECT_TRUE(origin_allowed("http://events.localhost:8080", "", "localhost", kLocal));
  EXPECT_TRUE(origin_allowed("http://127.0.0.1:8080", "", "localhost", kLocal));
}

TEST(Origin, ForeignSitesAreRefused) {
  EXPECT_FALSE(origin_allowed("https://evil.example", "", "festival.ru", kTls));
  EXPECT_FALSE(origin_allowed("https://festival.ru.evil.example", "", "festival.ru", kTls));
  EXPECT_FALSE(origin_allowed("https://notfestival.ru", "", "festival.ru", kTls));
  EXPECT_FALSE(origin_allowed("http://localhost.evil.example:8080", "", "localhost", kLocal));
  EXPECT_FALSE(origin_allowed("null", "", "festival.ru", kTls));
  // Only the areas' own hosts: any other subdomain may be a page someone else runs.
  EXPECT_FALSE(origin_allowed("https://shop.festival.ru", "", "festival.ru", kTls));
  EXPECT_FALSE(origin_allowed("https://www.bravo.festival.ru", "", "festival.ru", kTls));
  EXPECT_FALSE(origin_allowed("https://main.festival.ru", "", "festival.ru", kTls));
  EXPECT_TRUE(origin_allowed("https://admin.festival.ru", "", "festival.ru", kTls));
  EXPECT_FALSE(origin_allowed("http://127.0.0.1:8080", "", "festival.ru", kLocal));
}

TEST(Origin, SchemeAndPortMustBeTheRequestsOwn) {
  EXPECT_FALSE(origin_allowed("http://festival.ru", "", "festival.ru", kTls)) << "plain http page";
  EXPECT_FALSE(origin_allowed("https://festival.ru:8443", "", "festival.ru", kTls)) << "other port";
  EXPECT_FALSE(origin_allowed("http://localhost:9999", "", "localhost", kLocal))
      << "other local app";
  EXPECT_FALSE(origin_allowed("https://localhost:8080", "", "localhost", kLocal));
  EXPECT_TRUE(origin_allowed("http://festival.ru", "", "festival.ru", {false, "festival.ru"}));
}

TEST(Origin, RefererIsUsedWhenOriginIsAbsent) {
  EXPECT_TRUE(origin_allowed("", "https://bravo.festival.ru/kursy/", "festival.ru", kTls));
  EXPECT_FALSE(origin_allowed("", "https://evil.example/page", "festival.ru", kTls));
  EXPECT_FALSE(origin_allowed("", "javascript:alert(1)", "festival.ru", kTls));
}

TEST(Origin, RequestsWithoutEitherHeaderAreRefused) {
  EXPECT_FALSE(origin_allowed("", "", "festival.ru", kTls));
}

TEST(Origin, OnlyStateChangingMethodsAreChecked) {
  EXPECT_TRUE(is_state_changing("POST"));
  EXPECT_TRUE(is_state_changing("PUT"));
  EXPECT_TRUE(is_state_changing("PATCH"));
  EXPECT_TRUE(is_state_changing("DELETE"));
  EXPECT_FALSE(is_state_changing("GET"));
  EXPECT_FALSE(is_state_changing("HEAD"));
}
