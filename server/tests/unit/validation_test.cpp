// Runs every case of tests/shared/validation-cases.json, the file the web app's tests run too.
#include "core/validation.hpp"

#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <fstream>
#include <sstream>

namespace json = boost::json;

// A case's value: "value", or "value_repeat" {text, times, prefix, suffix} for long inputs.
json::value value_of(const json::object& c) {
  if (!c.contains("value_repeat")) return c.at("value");
  const auto& r = c.at("value_repeat").as_object();
  std::string out(r.at("prefix").as_string());
  const std::string_view text = r.at("text").as_string();
  for (std::int64_t i = 0; i < r.at("times").as_int64(); ++i) out += text;
  out += r.at("suffix").as_string();
  return json::value(out);
}

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
    const auto got = platform::core::check_rule(rule, arg, value_of(c));
    const auto& want = c.at("message");
    const std::string label = json::serialize(item).substr(0, 300);
    if (want.is_null()) {
      EXPECT_FALSE(got.has_value()) << label << " gave " << got.value_or("");
    } else {
      ASSERT_TRUE(got.has_value()) << label << " passed";
      EXPECT_EQ(*got, std::string(want.as_string())) << label;
    }
  }
}

TEST(Validation, PagePathsAreCanonical) {
  using platform::core::is_page_path;
  for (const char* path : {"/", "/o-nas/", "/festivals/vokal/2026/", "/a/b/c/d/e/"})
    EXPECT_TRUE(is_page_path(path)) << path;
  for (const char* path : {"", "o-nas/", "/o-nas", "/O-nas/", "/o_nas/", "//", "/-o/", "/o-/",
                           "/a/b/c/d/e/f/", "/../", "/о-нас/", "/a b/"})
    EXPECT_FALSE(is_page_path(path)) << path;
  EXPECT_FALSE(is_page_path("/" + std::string(1 << 20, 'a') + "/"));
}
