#include "http/list_params.hpp"

#include <gtest/gtest.h>

#include <functional>
#include <limits>
#include <string>

using namespace platform;
using http::ListParams;
using http::parse_list_params;

namespace {

constexpr std::string_view kFields[] = {"id", "name", "created_at"};

ListParams parse(std::string_view sort, std::string_view range, std::string_view filter = "") {
  return parse_list_params(sort, range, filter, kFields);
}

ListParams with_filter(std::string_view filter) {
  return parse("", "", filter);
}

// What a call throws: its kind, the message and the first message of `field`.
struct Thrown {
  core::ErrorKind kind = core::ErrorKind::conflict;  // "nothing thrown" for these tests
  std::string message;
  std::string field_message;
};

Thrown thrown(const std::function<void()>& call, const std::string& field = "") {
  Thrown t;
  try {
    call();
  } catch (const core::ApiError& e) {
    t.kind = e.kind();
    t.message = e.what();
    if (const auto it = e.fields().find(field); it != e.fields().end() && !it->second.empty()) {
      t.field_message = it->second.front();
    }
  }
  return t;
}

}  // namespace

TEST(ListParams, NothingGivenIsTheListsOwnDefaults) {
  const auto p = parse("", "");
  EXPECT_FALSE(p.sort);
  EXPECT_FALSE(p.descending);
  EXPECT_EQ(p.offset, 0);
  EXPECT_FALSE(p.limit);
  EXPECT_TRUE(p.filter.empty());
}

TEST(ListParams, NullParametersAreAbsentOnes) {
  const auto p = parse("null", "null", "null");
  EXPECT_FALSE(p.sort);
  EXPECT_FALSE(p.limit);
  EXPECT_TRUE(p.filter.empty());
}

TEST(ListParams, ReadsSortRangeAndFilter) {
  const auto p = parse(R"(["name","DESC"])", "[10,34]", R"({"q":"Иван","id":[1,2]})");
  EXPECT_EQ(p.sort, "name");
  EXPECT_TRUE(p.descending);
  EXPECT_EQ(p.offset, 10);
  EXPECT_EQ(p.limit, 25);
  EXPECT_EQ(p.text("q"), "Иван");
  EXPECT_EQ(p.ids("id"), (std::vector<long long>{1, 2}));
  EXPECT_FALSE(parse(R"(["name","ASC"])", "").descending);
  EXPECT_FALSE(parse(R"(["name",1])", "").descending);  // only "DESC" turns the order round
}

TEST(ListParams, CapsTheLimitAndNeverOverflows) {
  EXPECT_EQ(parse("", "[0,0]").limit, 1);
  EXPECT_EQ(parse("", "[0,999]").limit, 1000);
  EXPECT_EQ(parse("", "[0,5000]").limit, 1000);
  const auto huge = parse("", "[0,9223372036854775807]");
  EXPECT_EQ(huge.limit, 1000);
  const auto far = parse("", "[9223372036854775807,9223372036854775807]");
  EXPECT_EQ(far.offset, std::numeric_limits<long long>::max());
  EXPECT_EQ(far.limit, 1);
}

TEST(ListParams, RefusesABadRangeWith400) {
  for (const char* range : {"[5,4]", "[-1,4]", "[0]", "[0,1,2]", "[0,1.5]", "[\"0\",\"9\"]",
                            "[0,18446744073709551615]", "{}", "7", "[0,"}) {
    const auto t = thrown([&] { parse("", range); });
    EXPECT_EQ(t.kind, core::ErrorKind::bad_request) << range;
    EXPECT_EQ(t.message, "Некорректный параметр range") << range;
  }
}

TEST(ListParams, RefusesAnUnknownSortFieldWith400) {
  const auto t = thrown([] { parse(R"(["password","ASC"])", ""); });
  EXPECT_EQ(t.kind, core::ErrorKind::bad_request);
  EXPECT_EQ(t.message, "Сортировка по полю password не поддерживается");
  for (const char* sort : {"[\"name\"]", "[1,\"ASC\"]", "\"name\"", "{}", "[\"name\""}) {
    const auto bad = thrown([&] { parse(sort, ""); });
    EXPECT_EQ(bad.kind, core::ErrorKind::bad_request) << sort;
    EXPECT_EQ(bad.message, "Некорректный параметр sort") << sort;
  }
}

TEST(ListParams, RefusesAFilterThatIsNotAnObjectWith400) {
  for (const char* filter : {"[]", "1", "\"q\"", "{\"q\":", "{'q':1}"}) {
    const auto t = thrown([&] { with_filter(filter); });
    EXPECT_EQ(t.kind, core::ErrorKind::bad_request) << filter;
    EXPECT_EQ(t.message, "Некорректный параметр filter") << filter;
  }
}

TEST(ListParams, AbsentNullAndEmptyFiltersAreNoFilter) {
  const auto p = with_filter(R"({"a":null,"b":""})");
  for (const char* key : {"a", "b", "missing"}) {
    EXPECT_FALSE(p.has(key));
    EXPECT_FALSE(p.text(key));
    EXPECT_FALSE(p.flag(key));
    EXPECT_FALSE(p.id(key));
    EXPECT_FALSE(p.ids(key));
    EXPECT_FALSE(p.integer(key));
    EXPECT_FALSE(p.number(key));
    EXPECT_FALSE(p.date_text(key));
  }
}

TEST(ListParams, ReadsIdsStrictly) {
  const auto p = with_filter(R"({"a":7,"b":"42","c":"007"})");
  EXPECT_EQ(p.id("a"), 7);
  EXPECT_EQ(p.id("b"), 42);
  EXPECT_EQ(p.id("c"), 7);
  EXPECT_EQ(p.ids("a"), (std::vector<long long>{7}));
  for (const char* value :
       {"1e3", "1.5", "\"12abc\"", "-3", "0", "\"0\"", "\"-3\"", "\"+3\"", "\" 3\"", "true", "[1]",
        "{}", "18446744073709551615", "\"99999999999999999999\"", "\"1e3\""}) {
    const auto t =
        thrown([&] { with_filter(std::string(R"({"event_id":)") + value + "}").id("event_id"); },
               "event_id");
    EXPECT_EQ(t.kind, core::ErrorKind::invalid) << value;
    EXPECT_EQ(t.field_message, "Должно быть целым числом больше 0") << value;
  }
  const auto t = thrown([] { with_filter(R"({"id":[1,"x"]})").ids("id"); }, "id");
  EXPECT_EQ(t.kind, core::ErrorKind::invalid);
  EXPECT_EQ(t.field_message, "Должно быть целым числом больше 0");
  EXPECT_EQ(with_filter(R"({"id":[]})").ids("id"), std::vector<long long>{});
}

TEST(ListParams, RefusesWrongTypesWith422KeyedByTheFilter) {
  const auto p =
      with_filter(R"({"q":5,"blocked":5,"sort":"x","lat":"north","day":1.5,"at":20260101})");
  const auto expect = [](const std::function<void()>& call, const std::string& key,
                         const std::string& message) {
    const auto t = thrown(call, key);
    EXPECT_EQ(t.kind, core::ErrorKind::invalid) << key;
    EXPECT_EQ(t.field_message, message) << key;
  };
  expect([&] { p.text("q"); }, "q", "Должно быть строкой");
  expect([&] { p.flag("blocked"); }, "blocked", "Должно быть логическим значением");
  expect([&] { p.integer("sort"); }, "sort", "Должно быть целым числом");
  expect([&] { p.integer("day"); }, "day", "Должно быть целым числом");
  expect([&] { p.number("lat"); }, "lat", "Должно быть числом");
  expect([&] { p.date_text("at"); }, "at", "Некорректная дата");
  expect([&] { with_filter(R"({"blocked":"yes"})").flag("blocked"); }, "blocked",
         "Должно быть логическим значением");
}

TEST(ListParams, ReadsValuesOfTheRightType) {
  const auto p = with_filter(
      R"({"b1":true,"b2":"false","n1":-4,"n2":"12","x1":55.75,"x2":"-1.5","d":"2026-12-01","s":"код"})");
  EXPECT_EQ(p.flag("b1"), true);
  EXPECT_EQ(p.flag("b2"), false);
  EXPECT_EQ(p.integer("n1"), -4);
  EXPECT_EQ(p.integer("n2"), 12);
  EXPECT_EQ(p.number("x1"), 55.75);
  EXPECT_EQ(p.number("x2"), -1.5);
  EXPECT_EQ(p.number("n1"), -4.0);
  EXPECT_EQ(p.date_text("d"), "2026-12-01");
  EXPECT_EQ(p.text("s"), "код");
}

TEST(ListParams, RefusesFilterTextThatIsTooLongOrHasControlCharacters) {
  const std::string long_text = R"({"q":")" + std::string(201, 'a') + "\"}";
  auto t = thrown([&] { with_filter(long_text).text("q"); }, "q");
  EXPECT_EQ(t.kind, core::ErrorKind::invalid);
  EXPECT_EQ(t.field_message, "Не должно превышать 200 символов");
  EXPECT_EQ(with_filter(long_text).text("q", 300)->size(), 201u);
  t = thrown([] { with_filter(R"({"q":"a\u0007b"})").text("q"); }, "q");
  EXPECT_EQ(t.kind, core::ErrorKind::invalid);
}
