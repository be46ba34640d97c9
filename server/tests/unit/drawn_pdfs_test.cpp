// pdf::DrawnPdfs (issue 31): a PDF is drawn once per set of facts and read from its file after;
// one client address makes at most kDrawsPerAddress new drawings an hour, the server's own mail
// (no address) any number.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "core/errors.hpp"
#include "pdf/drawn.hpp"
#include "storage/local_folder.hpp"
#include "temp_database.hpp"

namespace {

using platform::pdf::DrawnPdfs;
using platform::pdf::facts_key;

struct DrawnPdfsTest : ::testing::Test {
  platform::test_support::TempDatabase database{"platform-drawn-test.db"};
  std::filesystem::path dir = std::filesystem::temp_directory_path() / "platform-drawn-test";
  platform::ratelimit::RateLimiter limits{*database};
  platform::storage::LocalFolder files{dir};
  DrawnPdfs drawn{files, limits};
  int draws = 0;

  void SetUp() override { std::filesystem::remove_all(dir); }
  void TearDown() override { std::filesystem::remove_all(dir); }

  std::string get(const std::string& facts, const std::string& ip) {
    return drawn.get("diploma", facts, ip, [this, &facts] {
      ++draws;
      return "%PDF-" + facts + std::to_string(draws);
    });
  }
};

TEST_F(DrawnPdfsTest, DrawsOnceAndReadsTheFileAfter) {
  const auto key = facts_key({"Гран-при", "Анна Смирнова"});
  const auto first = get(key, "10.0.0.1");
  EXPECT_EQ(get(key, "10.0.0.2"), first) << "the stored file, not a new drawing";
  EXPECT_EQ(draws, 1);
  EXPECT_NE(get(facts_key({"Лауреат I степени", "Анна Смирнова"}), "10.0.0.1"), first)
      << "changed facts draw anew";
  EXPECT_EQ(draws, 2);
  EXPECT_NE(facts_key({"a", "bc"}), facts_key({"ab", "c"})) << "the parts stay apart";
}

TEST_F(DrawnPdfsTest, OneAddressDrawsAtMostItsLimitAnHour) {
  for (int i = 0; i < DrawnPdfs::kDrawsPerAddress; ++i)
    get("facts " + std::to_string(i), "10.0.0.9");
  try {
    get("one more", "10.0.0.9");
    FAIL() << "the next drawing is refused";
  } catch (const platform::core::ApiError& e) {
    EXPECT_EQ(e.kind(), platform::core::ErrorKind::too_many_requests);
  }
  EXPECT_NO_THROW(get("facts 0", "10.0.0.9")) << "a drawn one is read freely";
  EXPECT_NO_THROW(get("one more", "10.0.0.8")) << "another address";
  EXPECT_NO_THROW(get("mail", "")) << "the server's own mail is not limited";
}

}  // namespace
