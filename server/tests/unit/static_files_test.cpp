#include "http/static_files.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <string>

using platform::http::parse_accept_encoding;
using platform::http::safe_relative_path;

TEST(PathGuard, AcceptsPlainPaths) {
  EXPECT_EQ(safe_relative_path("/assets/index-Ab12.js"), "assets/index-Ab12.js");
  EXPECT_EQ(safe_relative_path("/favicon.svg"), "favicon.svg");
}

TEST(PathGuard, RefusesEveryWayOut) {
  EXPECT_FALSE(safe_relative_path("/assets/../../etc/passwd"));
  EXPECT_FALSE(safe_relative_path("/../etc/passwd"));
  EXPECT_FALSE(safe_relative_path("/assets/./x.js"));
  EXPECT_FALSE(safe_relative_path("/assets//x.js"));
  EXPECT_FALSE(safe_relative_path("/assets/..\\..\\etc\\passwd"));
  EXPECT_FALSE(safe_relative_path("/assets/%2e%2e/etc/passwd"));  // a second round of encoding
  EXPECT_FALSE(safe_relative_path(std::string_view("/assets/x\0.js", 13)));
  EXPECT_FALSE(safe_relative_path("/assets/"));
  EXPECT_FALSE(safe_relative_path("assets/x.js"));
  EXPECT_FALSE(safe_relative_path(""));
  EXPECT_FALSE(safe_relative_path("/.."));
}

TEST(AcceptEncoding, ReadsTokensAndRefusals) {
  auto e = parse_accept_encoding("gzip, deflate, br");
  EXPECT_TRUE(e.br);
  EXPECT_TRUE(e.gzip);
  e = parse_accept_encoding("gzip;q=1.0, br;q=0");
  EXPECT_FALSE(e.br);
  EXPECT_TRUE(e.gzip);
  e = parse_accept_encoding("");
  EXPECT_FALSE(e.br);
  EXPECT_FALSE(e.gzip);
  e = parse_accept_encoding("identity");
  EXPECT_FALSE(e.gzip);
}

TEST(Etag, ChangesWithContent) {
  EXPECT_EQ(platform::http::etag_for("abc"), platform::http::etag_for("abc"));
  EXPECT_NE(platform::http::etag_for("abc"), platform::http::etag_for("abd"));
}

TEST(KeptVariant, ABodyOf16KbOrMoreIsAlsoAFileToSendWithSendfile) {
  using platform::http::StaticFiles;
  const std::string page(std::size_t{20} * 1024, 'p');
  const auto kept = StaticFiles::kept_variant(page);
  ASSERT_TRUE(kept.fd && *kept.fd);
  std::string in_file(page.size() + 1, '\0');
  const auto n = ::pread(kept.fd->get(), in_file.data(), in_file.size(), 0);
  ASSERT_EQ(n, static_cast<ssize_t>(page.size()));
  in_file.resize(static_cast<std::size_t>(n));
  EXPECT_EQ(in_file, page) << "sendfile sends the very bytes the memory holds";
  EXPECT_EQ(*kept.bytes, page);
  EXPECT_EQ(kept.weight(), kept.bytes->capacity() + page.size()) << "the file's copy counts";

  const auto small = StaticFiles::kept_variant(std::string(2048, 's'));
  EXPECT_EQ(small.fd, nullptr) << "a small body is written from memory";
}
