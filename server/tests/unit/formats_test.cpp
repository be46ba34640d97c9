// The plain scanners behind the validation rules; the rules' cases are in validation_test.cpp.
#include "core/formats.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

using namespace platform::core;

TEST(Formats, ParsesIdsStrictly) {
  EXPECT_EQ(parse_id("12"), 12);
  EXPECT_EQ(parse_id("9223372036854775807"), 9223372036854775807LL);
  for (const char* bad :
       {"", "0", "-1", "+1", "1e3", "1.0", " 1", "1 ", "12abc", "0x10", "9223372036854775808"}) {
    EXPECT_FALSE(parse_id(bad)) << bad;
  }
}

TEST(Formats, NumbersWithoutExceptionsOnHugeInput) {
  const std::string huge(400, '9');
  EXPECT_TRUE(is_decimal(huge));
  EXPECT_TRUE(std::isinf(decimal_value(huge)));
  EXPECT_FALSE(is_decimal("1."));
  EXPECT_FALSE(is_decimal(".5"));
  EXPECT_FALSE(is_decimal("-"));
  EXPECT_TRUE(is_integer_text("-42"));
  EXPECT_FALSE(is_integer_text("4-2"));
}

TEST(Formats, LongInputIsLinear) {
  // A megabyte of each: the backtracking regex engine these replace overflowed the stack at 60 000
  // characters.
  const std::string mb(1 << 20, 'a');
  EXPECT_FALSE(is_email(mb + "@mail.ru"));
  EXPECT_FALSE(is_email("a@" + mb + ".ru"));
  EXPECT_TRUE(is_http_url("https://example.ru/" + mb));
  EXPECT_FALSE(is_phone_number(std::string(1 << 20, '9')));
}
