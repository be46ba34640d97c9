#include "auth/guard.hpp"

#include <gtest/gtest.h>

#include <boost/url/parse.hpp>

using namespace platform;

namespace {

std::string ip_of(const std::string& peer, const std::string& forwarded) {
  http::RawRequest raw;
  if (!forwarded.empty()) raw.set("X-Forwarded-For", forwarded);
  const auto url = boost::urls::parse_origin_form("/api/auth/login").value();
  const http::Request request{raw, url, "/api/auth/login", "id", peer, "main", {}};
  return auth::Guard::client_ip(request);
}

}  // namespace

TEST(Guard, TrustsXForwardedForOnlyFromALoopbackProxy) {
  EXPECT_EQ(ip_of("127.0.0.1", "203.0.113.7"), "203.0.113.7");
  EXPECT_EQ(ip_of("127.0.0.1", "10.0.0.1, 203.0.113.7"), "203.0.113.7") << "the hop nginx added";
  EXPECT_EQ(ip_of("::1", " 2001:db8::1 "), "2001:db8::1");
  EXPECT_EQ(ip_of("127.0.0.1", ""), "127.0.0.1");
  EXPECT_EQ(ip_of("198.51.100.4", "203.0.113.7"), "198.51.100.4") << "a client cannot pick its address";
  EXPECT_EQ(ip_of("127.0.0.1", std::string(100, '1')), "127.0.0.1") << "not an address";
}
