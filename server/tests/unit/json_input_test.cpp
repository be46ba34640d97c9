#include "core/json_input.hpp"

#include <gtest/gtest.h>

#include "core/utf8.hpp"

using namespace platform::core;

namespace {
ErrorKind kind_of(std::string_view body) {
  try {
    parse_json_object(body);
  } catch (const ApiError& e) {
    return e.kind();
  }
  return ErrorKind::conflict;  // "no error" marker for these tests
}
}  // namespace

TEST(JsonInput, RefusesWhatIsNotAJsonObject) {
  EXPECT_EQ(kind_of("{"), ErrorKind::bad_request);
  EXPECT_EQ(kind_of("[1,2]"), ErrorKind::bad_request);
  EXPECT_EQ(kind_of("\"text\""), ErrorKind::bad_request);
  EXPECT_EQ(kind_of(""), ErrorKind::bad_request);
  EXPECT_EQ(kind_of("{\"a\":\"\xff\"}"), ErrorKind::bad_request);
  EXPECT_EQ(kind_of(std::string(100, '[') + std::string(100, ']')), ErrorKind::bad_request);
  EXPECT_EQ(kind_of("{\"a\":1}"), ErrorKind::conflict);
}

TEST(JsonInput, FieldReaderCollectsEveryFieldError) {
  const auto body = parse_json_object(R"({"a": 5, "b": "", "c": "ok", "d": "toolong"})");
  FieldReader f(body);
  EXPECT_FALSE(f.text("a", {{"required"}}));
  EXPECT_FALSE(f.text("b", {{"required"}}));
  EXPECT_EQ(f.text("c", {{"required"}, {"max", 5}}), "ok");
  EXPECT_FALSE(f.text("d", {{"max", 3}}));
  EXPECT_FALSE(f.text("missing", {{"max", 3}}));
  try {
    f.finish();
    FAIL() << "expected a 422";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.kind(), ErrorKind::invalid);
    EXPECT_EQ(e.fields().at("a").at(0), "Должно быть строкой");
    EXPECT_EQ(e.fields().at("b").at(0), "Обязательное поле для заполнения");
    EXPECT_EQ(e.fields().at("d").at(0), "Не должно превышать 3 символов");
    EXPECT_FALSE(e.fields().contains("c"));
    EXPECT_FALSE(e.fields().contains("missing"));
  }
}

TEST(Utf8, ValidatesAndCounts) {
  EXPECT_TRUE(is_valid_utf8("привет, мир"));
  EXPECT_FALSE(is_valid_utf8("\xc0\xaf"));        // overlong '/'
  EXPECT_FALSE(is_valid_utf8("\xed\xa0\x80"));    // surrogate
  EXPECT_FALSE(is_valid_utf8("\xf4\x90\x80\x80"));  // past U+10FFFF
  EXPECT_FALSE(is_valid_utf8("\xd0"));            // cut short
  EXPECT_EQ(utf8_length("ёжик"), 4u);
}
