// Runs every case of tests/shared/validation-cases.json, the file the web app's tests run too.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <fstream>
#include <sstream>

#include "core/validation.hpp"

namespace json = boost::json;

TEST(Validation, PassesEverySharedCase) {
  std::ifstream in(PLATFORM_REPO_DIR "/tests/shared/validation-cases.json");
  ASSERT_TRUE(in) << "tests/shared/validation-cases.json is missing";
  std::stringstream ss;
  ss << in.rdbuf();
  const json::value doc = json::parse(ss.str());
  const auto& cases = doc.at("cases").as_array();
  ASSERT_GT(cases.size(), 50u);
  for (const auto& item : cases) {
    const auto& c = item.as_object();
    const std::string rule(c.at("rule").as_string());
    const json::value arg = c.contains("arg") ? c.at("arg") : json::value(nullptr);
    const auto got = platform::core::check_rule(rule, arg, c.at("value"));
    const auto& want = c.at("message");
    const std::string label = json::serialize(item);
    if (want.is_null()) {
      EXPECT_FALSE(got.has_value()) << label << " gave " << got.value_or("");
    } else {
      ASSERT_TRUE(got.has_value()) << label << " passed";
      EXPECT_EQ(*got, std::string(want.as_string())) << label;
    }
  }
}
