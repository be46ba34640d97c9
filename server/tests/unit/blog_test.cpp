#include <gtest/gtest.h>

#include <boost/url/parse.hpp>

#include "blog/pages.hpp"
#include "http/message.hpp"
#include "site/head.hpp"

using namespace platform;

TEST(Blog, FeedTimesAreRfc822) {
  EXPECT_EQ(blog::rfc822_time("2026-11-25T01:41:21Z"), "Wed, 25 Nov 2026 01:41:21 +0000");
  EXPECT_EQ(blog::rfc822_time("2024-02-29T00:00:00Z"), "Thu, 29 Feb 2024 00:00:00 +0000");
  EXPECT_EQ(blog::rfc822_time("2025-02-30T00:00:00Z"), "2025-02-30T00:00:00Z");  // no such day
}

namespace {

std::string url_from(std::string_view host, std::string_view area, bool https = false) {
  http::RawRequest raw;
  raw.set(http::beast_http::field::host, host);
  const auto target = boost::urls::parse_origin_form("/rss.xml").value();
  http::Request request{raw, target, "/rss.xml", "id", "127.0.0.1", "bravo", {}};
  request.https = https;
  return site::area_url(request, "festival.ru", area, "/blog/a/b/");
}

}  // namespace

TEST(Blog, AreaUrlsLeadToTheAreasHost) {
  EXPECT_EQ(url_from("bravo.festival.ru", "main", true), "https://festival.ru/blog/a/b/");
  EXPECT_EQ(url_from("festival.ru:8443", "events"), "http://events.festival.ru:8443/blog/a/b/");
  EXPECT_EQ(url_from("localhost:8080", "main"), "http://localhost:8080/blog/a/b/?domain=main");
  EXPECT_EQ(url_from("127.0.0.1", "bravo"), "http://127.0.0.1/blog/a/b/?domain=bravo");
}
