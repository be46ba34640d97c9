#pragma once

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/validation.hpp"

namespace platform::core {

// The longest string any JSON input may hold, in characters, whatever the field's own rules say:
// the bound that holds even where a rule forgets one (fields have their own, much lower, limits).
inline constexpr std::size_t kMaxJsonStringChars = 100000;

// Parses a request body that must be a JSON object. Throws ApiError(bad_request) with a Russian
// message for bodies that are not UTF-8, not JSON, nested absurdly deep, or not an object, and
// ApiError(invalid), keyed by the top-level field, when any string in it is longer than
// kMaxJsonStringChars or holds a forbidden character (core::has_forbidden_characters; tab and
// newlines pass here, single-line fields refuse them in FieldReader::text).
boost::json::object parse_json_object(std::string_view body);

// A JSON text stored by the server itself (a column such as blocks_json), or `fallback` when it
// does not parse: such text is written only after a check, so a failure means an old or hand-made
// row, shown as empty rather than as an error.
boost::json::value parse_json_or(std::string_view text, const boost::json::value& fallback);

// One validation rule applied to a field, e.g. {"max", 2000}.
struct Rule {
  std::string name;
  boost::json::value arg = nullptr;
};

// Reads fields of a JSON object against the shared validation rules, collecting every field's
// first error; finish() throws one 422 listing them all. A field of the wrong JSON type gets the
// type's message, never a 500.
class FieldReader {
 public:
  explicit FieldReader(const boost::json::object& object) : object_(object) {}

  enum class Lines { one, many };

  // A string field; nothing when absent, null or empty (and the rules allowed that). The length
  // rules (max, len) run first, whatever their place in `rules`, so no pattern ever sees an
  // over-long value; a single-line field refuses tab and line breaks.
  std::optional<std::string> text(std::string_view name, const std::vector<Rule>& rules,
                                  Lines lines = Lines::one);

  // A boolean field; nothing when absent or null. Another type gets "Должно быть логическим
  // значением".
  std::optional<bool> flag(std::string_view name);

  // A whole number field within [min, max], given as a number or as digits; nothing when absent,
  // null or empty (then "required" when `required`). Anything else: «Целое число от min до max».
  std::optional<long long> whole_number(std::string_view name, long long min, long long max,
                                        bool required);

  // Records a field's error found by the caller (kept only when the field has none yet).
  void fail(std::string_view name, std::string message);

  bool failed(std::string_view name) const { return errors_.count(std::string(name)) > 0; }

  // Throws ApiError(invalid) when any field failed.
  void finish() const;

 private:
  const boost::json::object& object_;
  FieldErrors errors_;
};

}  // namespace platform::core
