#include "http/proxies.hpp"

#include <gtest/gtest.h>

#include "http/message.hpp"
#include "http/security_headers.hpp"

using platform::http::TrustedProxies;

TEST(TrustedProxies, NobodyIsTrustedByDefault) {
  const TrustedProxies none;
  EXPECT_EQ(none.client_ip("127.0.0.1", "10.1.2.3"), "127.0.0.1")
      << "loopback is not a proxy by default";
  EXPECT_FALSE(none.https("127.0.0.1", "https"));
}

TEST(TrustedProxies, ATrustedPeerNamesTheClient) {
  const TrustedProxies nginx({"127.0.0.1", "10.0.0.2"});
  EXPECT_EQ(nginx.client_ip("127.0.0.1", "203.0.113.7"), "203.0.113.7");
  EXPECT_EQ(nginx.client_ip("::ffff:127.0.0.1", "203.0.113.7"), "203.0.113.7");
  // A client's own forged hops are to the left of what our proxies appended: skipped.
  EXPECT_EQ(nginx.client_ip("127.0.0.1", "1.1.1.1, 203.0.113.7"), "203.0.113.7");
  EXPECT_EQ(nginx.client_ip("127.0.0.1", "203.0.113.7, 10.0.0.2"), "203.0.113.7");
  EXPECT_EQ(nginx.client_ip("127.0.0.1", "not an address"), "127.0.0.1");
  EXPECT_EQ(nginx.client_ip("127.0.0.1", std::string(100, '1')), "127.0.0.1") << "too long";
  EXPECT_EQ(TrustedProxies({"::1"}).client_ip("::1", " 2001:db8::1 "), "2001:db8::1");
  EXPECT_EQ(nginx.client_ip("127.0.0.1", ""), "127.0.0.1");
  EXPECT_EQ(nginx.client_ip("198.51.100.1", "203.0.113.7"), "198.51.100.1") << "an untrusted peer";
  EXPECT_TRUE(nginx.https("127.0.0.1", "https"));
  EXPECT_FALSE(nginx.https("198.51.100.1", "https"));
  EXPECT_FALSE(nginx.https("127.0.0.1", "http"));
}

TEST(SecurityHeaders, EveryAnswerAndHtmlPolicyPerArea) {
  using platform::http::Response;
  namespace beast_http = platform::http::beast_http;
  Response json;
  json.set(beast_http::field::content_type, "application/json; charset=utf-8");
  platform::http::add_security_headers(json, "main", false);
  EXPECT_EQ(json.headers["X-Content-Type-Options"], "nosniff");
  EXPECT_EQ(json.headers["Referrer-Policy"], "strict-origin-when-cross-origin");
  EXPECT_FALSE(json.headers["Permissions-Policy"].empty());
  EXPECT_TRUE(json.headers["Content-Security-Policy"].empty()) << "the policy is for HTML";
  EXPECT_TRUE(json.headers["Strict-Transport-Security"].empty()) << "not over plain http";

  for (const auto& [area, frames] :
       {std::pair{"main", "frame-ancestors 'self'"}, std::pair{"id", "frame-ancestors 'none'"},
        std::pair{"admin", "frame-ancestors 'none'"}}) {
    Response html;
    html.set(beast_http::field::content_type, "text/html; charset=utf-8");
    platform::http::add_security_headers(html, area, true);
    const std::string csp(html.headers["Content-Security-Policy"]);
    EXPECT_NE(csp.find("script-src 'self'"), std::string::npos) << area;
    EXPECT_NE(csp.find("object-src 'none'"), std::string::npos) << area;
    EXPECT_NE(csp.find("base-uri 'self'"), std::string::npos) << area;
    EXPECT_NE(csp.find(frames), std::string::npos) << area;
    EXPECT_FALSE(html.headers["Strict-Transport-Security"].empty()) << area;
  }
}
