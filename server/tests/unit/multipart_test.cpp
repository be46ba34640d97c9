#include "http/multipart.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

using namespace platform::http;

namespace {
const std::string kBody =
    "--XyZ\r\n"
    "Content-Disposition: form-data; name=\"title\"\r\n\r\n"
    "Привет\r\n"
    "--XyZ\r\n"
    "Content-Disposition: form-data; name=\"photo\"; filename=\"a b.png\"\r\n"
    "Content-Type: image/png\r\n\r\n"
    "\x89PNG\r\n\x1a\n--not-the-boundary\r\n"
    "--XyZ--\r\n";
}  // namespace

TEST(Multipart, ReadsTheBoundary) {
  EXPECT_EQ(multipart_boundary("multipart/form-data; boundary=XyZ"), "XyZ");
  EXPECT_EQ(multipart_boundary("Multipart/Form-Data; charset=utf-8; boundary=\"a b\""), "a b");
  EXPECT_EQ(multipart_boundary("application/json"), std::nullopt);
  EXPECT_EQ(multipart_boundary("multipart/form-data"), std::nullopt);
  EXPECT_EQ(multipart_boundary("multipart/form-data; boundary="), std::nullopt);
  EXPECT_EQ(multipart_boundary("multipart/form-data; boundary=" + std::string(71, 'a')),
            std::nullopt);
}

TEST(Multipart, SplitsFieldsAndFiles) {
  const auto parts = parse_multipart(kBody, "XyZ");
  ASSERT_TRUE(parts);
  ASSERT_EQ(parts->size(), 2u);
  EXPECT_EQ((*parts)[0].name, "title");
  EXPECT_EQ((*parts)[0].filename, std::nullopt);
  EXPECT_EQ((*parts)[0].data, "Привет");
  EXPECT_EQ((*parts)[1].name, "photo");
  EXPECT_EQ((*parts)[1].filename, "a b.png");
  EXPECT_EQ((*parts)[1].content_type, "image/png");
  EXPECT_EQ((*parts)[1].data, std::string_view("\x89PNG\r\n\x1a\n--not-the-boundary", 26));
}

TEST(Multipart, EmptyBodyAndPreamble) {
  EXPECT_EQ(parse_multipart("--XyZ--\r\n", "XyZ")->size(), 0u);
  const auto parts = parse_multipart(
      "preamble\r\n--b\r\nContent-Disposition: form-data; name=x\r\n\r\n1\r\n--b--", "b");
  ASSERT_TRUE(parts);
  ASSERT_EQ(parts->size(), 1u);
  EXPECT_EQ((*parts)[0].data, "1");
}

TEST(Multipart, RefusesMalformedBodies) {
  const std::string cd = "Content-Disposition: form-data; name=\"x\"\r\n\r\n";
  for (const std::string& body : std::vector<std::string>{
           std::string(""),
           std::string("garbage"),
           "--XyZ\r\n" + cd + "no closing delimiter",
           "--XyZ\r\n" + cd,                                               // data never ends
           "--XyZ\r\nContent-Disposition: form-data\r\n\r\nx\r\n--XyZ--",  // no name
           "--XyZ\r\nContent-Disposition: attachment; name=x\r\n\r\nx\r\n--XyZ--",
           "--XyZ\r\nno colon here\r\n\r\nx\r\n--XyZ--",
           "--XyZ\r\nContent-Disposition: form-data; name=\"x\r\n\r\nx\r\n--XyZ--",  // open quote
           std::string("--XyZ\r\n\r\nx\r\n--XyZ--"),  // no headers at all
           std::string("--XyZjunk\r\n"),
       }) {
    EXPECT_EQ(parse_multipart(body, "XyZ"), std::nullopt) << body;
  }
  EXPECT_EQ(parse_multipart(kBody, ""), std::nullopt);
}

TEST(Multipart, RefusesMoreThanAHundredParts) {
  std::string body;
  for (int i = 0; i < 101; ++i)
    body += "--b\r\nContent-Disposition: form-data; name=x\r\n\r\n1\r\n";
  body += "--b--";
  EXPECT_EQ(parse_multipart(body, "b"), std::nullopt);
}

// Every prefix and random mutations of a valid body: never a crash (ASan watches), and any part
// found lies inside the body.
TEST(Multipart, SurvivesTruncationAndMutation) {
  for (std::size_t n = 0; n <= kBody.size(); ++n) {
    const std::string cut = kBody.substr(0, n);
    if (const auto parts = parse_multipart(cut, "XyZ")) {
      for (const auto& p : *parts) {
        EXPECT_GE(p.data.data(), cut.data());
        EXPECT_LE(p.data.data() + p.data.size(), cut.data() + cut.size());
      }
    }
  }
  std::mt19937 rng(42);
  for (int i = 0; i < 5000; ++i) {
    std::string body = kBody;
    for (int k = 0; k < 3; ++k) body[rng() % body.size()] = static_cast<char>(rng() % 256);
    (void)parse_multipart(body, "XyZ");
  }
}
