// core::gzip: a gzip stream any client inflates back to the same bytes.
#include "core/gzip.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>

#include "gunzip.hpp"

using namespace platform;
using test_support::gunzip;

TEST(Gzip, RoundTripsAPage) {
  std::string page = "<!doctype html><html><head><title>Фестиваль</title></head><body>";
  for (int i = 0; i < 500; ++i) {
    page += "<li class=\"card\"><a href=\"/festival/" + std::to_string(i) + "/\">Лето</a></li>";
  }
  page += "</body></html>";
  const std::string compressed = core::gzip(page);
  EXPECT_EQ(compressed.substr(0, 2), "\x1f\x8b") << "the gzip magic";
  EXPECT_LT(compressed.size(), page.size() / 5);
  EXPECT_EQ(gunzip(compressed), page);
  EXPECT_EQ(gunzip(core::gzip(page, 1)), page);
  EXPECT_EQ(gunzip(core::gzip(page, 9)), page);
}

TEST(Gzip, EmptyInputIsAnEmptyStream) {
  const std::string compressed = core::gzip("");
  EXPECT_FALSE(compressed.empty()) << "header and trailer";
  EXPECT_EQ(gunzip(compressed), "");
}

TEST(Gzip, AMegabyteOfIncompressibleBytes) {
  // Random bytes do not shrink: the output is larger than the input, and must still fit.
  std::mt19937 random(13);
  std::string bytes(std::size_t{1} << 20, '\0');
  for (char& c : bytes) c = static_cast<char>(random() & 0xff);
  const std::string compressed = core::gzip(bytes);
  EXPECT_GT(compressed.size(), bytes.size());
  EXPECT_EQ(gunzip(compressed), bytes);
  const std::string text(std::size_t{1} << 20, 'a');
  EXPECT_EQ(gunzip(core::gzip(text)), text);
}
