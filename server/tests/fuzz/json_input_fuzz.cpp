// The JSON input layer: a request body read as a JSON object, then fields read with the rules the
// registration form uses, then every validation rule over the body's values. An ApiError (400,
// 422) is the expected answer to bad input; anything else escaping, or a sanitizer report, is a
// crash.
#include <boost/json/value.hpp>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/validation.hpp"
#include "fuzz_input.hpp"

namespace {

using platform::core::FieldReader;
namespace core = platform::core;

// Every rule of spec section 5 and one unknown name (check_rule must refuse it, not crash).
constexpr std::string_view kRules[] = {"required", "string", "number", "integer",     "float",
                                       "min",      "max",    "email",  "url",         "phone",
                                       "regex",    "gte",    "gt",     "lte",         "lt",
                                       "len",      "eq",     "ne",     "no-such-rule"};

// The fields of POST /api/auth/register (auth/routes.cpp) and a multi-line one.
void read_registration(const boost::json::object& body) {
  FieldReader fields(body);
  fields.text("first_name", {{"required"}, {"max", 100}});
  fields.text("last_name", {{"required"}, {"max", 100}});
  fields.text("second_name", {{"max", 100}});
  fields.text("email", {{"required"}, {"email"}, {"max", 254}});
  fields.text("phone", {{"phone"}, {"max", 40}});
  fields.text("password", {{"required"}, {"min", 8}, {"max", 200}});
  fields.text("about", {{"min", 2}, {"max", 2000}}, FieldReader::Lines::many);
  fields.flag("remember");
  fields.finish();
}

// check_rule with arbitrary values and arguments: each member's value checked against each rule,
// with the member named "arg" (or the value itself) as the rule's argument.
void check_every_rule(const boost::json::object& body) {
  const auto* arg = body.if_contains("arg");
  for (const auto& [key, value] : body) {
    for (const auto rule : kRules) {
      (void)core::check_rule(rule, arg ? *arg : value, value);
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  boost::json::object body;
  try {
    body = core::parse_json_object(platform::fuzz::as_text(data, size));
  } catch (const core::ApiError&) {
    return 0;
  }
  try {
    read_registration(body);
  } catch (const core::ApiError&) {
  }
  check_every_rule(body);
  return 0;
}
