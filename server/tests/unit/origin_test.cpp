#include "http/origin.hpp"

#include <gtest/gtest.h>

using platform::http::is_state_changing;
using platform::http::origin_allowed;

TEST(Origin, OwnDomainAndSubdomainsAreAllowed) {
  EXPECT_TRUE(origin_allowed("https://festival.ru", "", "festival.ru"));
  EXPECT_TRUE(origin_allowed("https://bravo.festival.ru", "", "festival.ru"));
  EXPECT_TRUE(origin_allowed("http://localhost:8080", "", "localhost"));
  EXPECT_TRUE(origin_allowed("http://events.localhost:8080", "", "localhost"));
  EXPECT_TRUE(origin_allowed("http://127.0.0.1:8080", "", "localhost"));
}

TEST(Origin, ForeignSitesAreRefused) {
  EXPECT_FALSE(origin_allowed("https://evil.example", "", "festival.ru"));
  EXPECT_FALSE(origin_allowed("https://festival.ru.evil.example", "", "festival.ru"));
  EXPECT_FALSE(origin_allowed("https://notfestival.ru", "", "festival.ru"));
  EXPECT_FALSE(origin_allowed("http://localhost.evil.example", "", "localhost"));
  EXPECT_FALSE(origin_allowed("null", "", "festival.ru"));
  EXPECT_FALSE(origin_allowed("http://127.0.0.1:8080", "", "festival.ru"));
}

TEST(Origin, RefererIsUsedWhenOriginIsAbsent) {
  EXPECT_TRUE(origin_allowed("", "https://bravo.festival.ru/kursy/", "festival.ru"));
  EXPECT_FALSE(origin_allowed("", "https://evil.example/page", "festival.ru"));
  EXPECT_FALSE(origin_allowed("", "javascript:alert(1)", "festival.ru"));
}

TEST(Origin, RequestsWithoutEitherHeaderAreNotFromBrowsersAndPass) {
  EXPECT_TRUE(origin_allowed("", "", "festival.ru"));
}

TEST(Origin, OnlyStateChangingMethodsAreChecked) {
  EXPECT_TRUE(is_state_changing("POST"));
  EXPECT_TRUE(is_state_changing("PUT"));
  EXPECT_TRUE(is_state_changing("PATCH"));
  EXPECT_TRUE(is_state_changing("DELETE"));
  EXPECT_FALSE(is_state_changing("GET"));
  EXPECT_FALSE(is_state_changing("HEAD"));
}
