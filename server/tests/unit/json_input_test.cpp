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
  EXPECT_FALSE(is_valid_utf8("\xc0\xaf"));          // overlong '/'
  EXPECT_FALSE(is_valid_utf8("\xed\xa0\x80"));      // surrogate
  EXPECT_FALSE(is_valid_utf8("\xf4\x90\x80\x80"));  // past U+10FFFF
  EXPECT_FALSE(is_valid_utf8("\xd0"));              // cut short
  EXPECT_EQ(utf8_length("ёжик"), 4u);
}

namespace {
// The field errors of a body that parse_json_object refuses with a 422.
FieldErrors refused_fields(std::string_view body) {
  try {
    parse_json_object(body);
  } catch (const ApiError& e) {
    if (e.kind() == ErrorKind::invalid) return e.fields();
  }
  return {};
}
}  // namespace

TEST(JsonInput, RefusesOverlongStringsWhateverTheFieldRules) {
  const std::string long_email(kMaxJsonStringChars + 1, 'a');
  const auto errors = refused_fields(R"({"email":")" + long_email + R"(","ok":"x"})");
  ASSERT_TRUE(errors.contains("email"));
  EXPECT_EQ(errors.at("email").at(0), "Не должно превышать 100000 символов");
  EXPECT_FALSE(errors.contains("ok"));
  // Nested strings count under their top-level field; at the bound it passes.
  EXPECT_TRUE(refused_fields(R"({"list":[{"a":")" + long_email + R"("}]})").contains("list"));
  EXPECT_EQ(kind_of(R"({"a":")" + std::string(kMaxJsonStringChars, 'a') + R"("})"),
            ErrorKind::conflict);
  EXPECT_EQ(kind_of(R"({")" + std::string(300, 'k') + R"(":1})"), ErrorKind::bad_request);
}

TEST(JsonInput, RefusesControlAndBidiCharactersEverywhere) {
  for (const char* bad :
       {R"({"email":"admin@demo.local\u0000"})", R"({"name":"a\u0007b"})", R"({"name":"a\u007fb"})",
        R"({"name":"a\u0085b"})", R"({"name":"\u202eадмин"})", R"({"name":"a\u2067b"})",
        R"({"list":["ok","\u0000"]})"}) {
    const auto errors = refused_fields(bad);
    ASSERT_EQ(errors.size(), 1u) << bad;
    EXPECT_EQ(errors.begin()->second.at(0), kForbiddenCharactersMessage) << bad;
  }
  // Tab and line breaks pass the JSON layer: multi-line text needs them.
  EXPECT_EQ(kind_of(R"({"comment":"строка 1\nстрока 2\tи\r\n"})"), ErrorKind::conflict);
}

TEST(JsonInput, SingleLineFieldsRefuseLineBreaksAndLengthRunsFirst) {
  const auto body = parse_json_object(R"({"name":"Иван\nПетров","about":"a\nb","email":")" +
                                      std::string(5000, 'a') + R"(@mail.ru"})");
  FieldReader f(body);
  EXPECT_FALSE(f.text("name", {{"max", 100}}));
  EXPECT_EQ(f.text("about", {{"max", 100}}, FieldReader::Lines::many), "a\nb");
  EXPECT_FALSE(f.text("email", {{"email"}, {"max", 254}}));
  try {
    f.finish();
    FAIL() << "expected a 422";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.fields().at("name").at(0), kForbiddenCharactersMessage);
    EXPECT_EQ(e.fields().at("email").at(0), "Не должно превышать 254 символов");
    EXPECT_FALSE(e.fields().contains("about"));
  }
}

TEST(Utf8, FindsForbiddenCharacters) {
  EXPECT_FALSE(has_forbidden_characters("Иван Петров, «Ансамбль» — 2026", false));
  EXPECT_TRUE(has_forbidden_characters(std::string("a\0b", 3), true));
  EXPECT_TRUE(has_forbidden_characters("a\tb", false));
  EXPECT_FALSE(has_forbidden_characters("a\tb\nc\r\n", true));
  EXPECT_TRUE(has_forbidden_characters("\x7f", true));
  EXPECT_TRUE(has_forbidden_characters("\xc2\x9b", true));       // U+009B
  EXPECT_FALSE(has_forbidden_characters("\xc2\xa0", true));      // U+00A0 no-break space is text
  EXPECT_TRUE(has_forbidden_characters("\xe2\x80\xae", true));   // U+202E
  EXPECT_FALSE(has_forbidden_characters("\xe2\x80\x94", true));  // U+2014 em dash is text
  EXPECT_TRUE(has_forbidden_characters("\xe2\x81\xa9", true));   // U+2069
}
