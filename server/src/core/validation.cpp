#include "core/validation.hpp"

#include <re2/re2.h>

#include <algorithm>
#include <boost/json/serialize.hpp>
#include <cmath>
#include <string>

#include "core/formats.hpp"
#include "core/utf8.hpp"

namespace platform::core {
namespace {

namespace json = boost::json;

bool is_blank(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
  });
}

bool is_empty(const json::value& v) {
  return v.is_null() || (v.is_string() && is_blank(v.get_string()));
}

// The numeric value of a JSON number, or of a string that spells a decimal number.
std::optional<double> as_number(const json::value& v) {
  if (v.is_int64()) return static_cast<double>(v.get_int64());
  if (v.is_uint64()) return static_cast<double>(v.get_uint64());
  if (v.is_double()) return v.get_double();
  if (v.is_string() && is_decimal(v.get_string())) return decimal_value(v.get_string());
  return std::nullopt;
}

bool is_json_number(const json::value& v) {
  return v.is_int64() || v.is_uint64() || v.is_double();
}

// How a number reads in a message: "8", not "8.000000".
std::string number_text(double d) {
  if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 1e15) {
    return std::to_string(static_cast<long long>(d));
  }
  std::string s = std::to_string(d);
  s.erase(s.find_last_not_of('0') + 1);
  if (!s.empty() && s.back() == '.') s.pop_back();
  return s;
}

// The string form used by eq/ne and messages.
std::string string_form(const json::value& v) {
  if (v.is_string()) return std::string(v.get_string());
  if (auto n = as_number(v); n && is_json_number(v)) return number_text(*n);
  if (v.is_bool()) return v.get_bool() ? "true" : "false";
  return json::serialize(v);
}

// The email as users type it: surrounding spaces are not part of it (normalize_email drops them).
std::string_view trimmed(std::string_view s) {
  const auto first = s.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

// The "regex" rule's pattern (written by us, never by a user) against the whole value, in RE2:
// linear time in the input, bounded memory, no recursion.
bool matches_pattern(const std::string& pattern, const std::string& value) {
  RE2::Options options;
  options.set_log_errors(false);
  options.set_max_mem(1 << 20);
  const RE2 re(pattern, options);
  return re.ok() && RE2::FullMatch(value, re);
}

using Message = std::optional<std::string>;

Message compare(const json::value& value, const json::value& arg, const char* text,
                bool (*ok)(double, double)) {
  const auto n = as_number(value);
  const auto limit = as_number(arg).value_or(0);
  if (n && ok(*n, limit)) return std::nullopt;
  return std::string(text) + number_text(limit);
}

Message length_bound(const json::value& value, const json::value& arg, bool is_min) {
  const double limit = as_number(arg).value_or(0);
  if (value.is_string()) {
    const double length = static_cast<double>(utf8_length(value.get_string()));
    if (is_min ? length >= limit : length <= limit) return std::nullopt;
    return std::string(is_min ? "Должно быть не менее " : "Не должно превышать ") +
           number_text(limit) + " символов";
  }
  if (is_json_number(value)) {
    const double n = *as_number(value);
    if (is_min ? n >= limit : n <= limit) return std::nullopt;
    return std::string(is_min ? "Должно быть не менее " : "Не должно превышать ") +
           number_text(limit);
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> check_rule(std::string_view rule, const json::value& arg,
                                      const json::value& value) {
  if (rule == "required") {
    if (is_empty(value)) return kRequiredMessage;
    return std::nullopt;
  }

  static const char* const known[] = {"string", "number", "integer", "float", "min", "max",
                                      "email",  "url",    "phone",   "regex", "gte", "gt",
                                      "lte",    "lt",     "len",     "eq",    "ne",  "person_name"};
  if (std::find(std::begin(known), std::end(known), rule) == std::end(known)) {
    return "Неизвестное правило проверки";
  }
  if (is_empty(value)) return std::nullopt;

  if (rule == "string") {
    if (value.is_string()) return std::nullopt;
    return "Должно быть строкой";
  }
  if (rule == "number" || rule == "float") {
    if (as_number(value)) return std::nullopt;
    return "Должно быть числом";
  }
  if (rule == "integer") {
    if (value.is_int64() || value.is_uint64()) return std::nullopt;
    if (value.is_double() && value.get_double() == std::floor(value.get_double())) {
      return std::nullopt;
    }
    if (value.is_string() && is_integer_text(value.get_string())) return std::nullopt;
    return "Должно быть целым числом";
  }
  if (rule == "min") return length_bound(value, arg, true);
  if (rule == "max") return length_bound(value, arg, false);
  if (rule == "email") {
    if (value.is_string() && is_email(trimmed(value.get_string()))) return std::nullopt;
    return "Должен содержать действительный адрес электронной почты";
  }
  if (rule == "url") {
    if (value.is_string() && is_http_url(value.get_string())) return std::nullopt;
    return "Некорректная ссылка";
  }
  if (rule == "phone") {
    if (is_phone_number(string_form(value))) return std::nullopt;
    return "Некорректный номер телефона";
  }
  if (rule == "person_name") {
    if (value.is_string() && is_person_name(trimmed(value.get_string()))) return std::nullopt;
    return kPersonNameMessage;
  }
  if (rule == "regex") {
    // A broken pattern is a programming error on our side; the value is refused, not crashed on.
    if (matches_pattern(string_form(arg), string_form(value))) return std::nullopt;
    return "Неверный формат";
  }
  if (rule == "gte")
    return compare(value, arg, "Должно быть больше или равно ",
                   [](double a, double b) { return a >= b; });
  if (rule == "gt")
    return compare(value, arg, "Должно быть больше ", [](double a, double b) { return a > b; });
  if (rule == "lte")
    return compare(value, arg, "Должно быть меньше или равно ",
                   [](double a, double b) { return a <= b; });
  if (rule == "lt")
    return compare(value, arg, "Должно быть меньше ", [](double a, double b) { return a < b; });
  if (rule == "len") {
    const double want = as_number(arg).value_or(0);
    if (static_cast<double>(utf8_length(string_form(value))) == want) return std::nullopt;
    return "Должно содержать ровно " + number_text(want) + " символов";
  }
  if (rule == "eq") {
    if (string_form(value) == string_form(arg)) return std::nullopt;
    return "Должно быть равно " + string_form(arg);
  }
  // ne
  if (string_form(value) != string_form(arg)) return std::nullopt;
  return "Не должно быть равно " + string_form(arg);
}

std::optional<std::string> text_problem(std::string_view text, std::size_t max_chars,
                                        bool multiline) {
  // Bytes bound characters from above: only a long text needs counting.
  if (text.size() > max_chars && utf8_length(text) > max_chars) return too_long_message(max_chars);
  if (!is_valid_utf8(text)) return std::string("Текст должен быть в кодировке UTF-8");
  if (has_forbidden_characters(text, multiline)) return std::string(kForbiddenCharactersMessage);
  return std::nullopt;
}

std::string too_long_message(std::size_t max_chars) {
  return "Не должно превышать " + std::to_string(max_chars) + " символов";
}

std::optional<std::string> picture_problem(std::string_view path) {
  const bool ours = path.starts_with("/storage/") || path.starts_with("/img/");
  const bool plain = std::all_of(path.begin(), path.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '/' ||
           c == '.' || c == '-' || c == '_';
  });
  if (!ours || !plain || path.find("..") != std::string_view::npos ||
      path.find("//") != std::string_view::npos) {
    return "Картинка должна быть файлом платформы: путь от /storage/ или /img/";
  }
  return std::nullopt;
}

bool is_host_name(std::string_view text) {
  if (text.empty() || text.size() > 253) return false;
  std::size_t labels = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    const auto end = std::min(text.find('.', start), text.size());
    const auto label = text.substr(start, end - start);
    if (label.empty() || label.size() > 63 || label.front() == '-' || label.back() == '-') {
      return false;
    }
    const bool plain = std::all_of(label.begin(), label.end(), [](char c) {
      return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    });
    if (!plain) return false;
    ++labels;
    start = end + 1;
  }
  return labels >= 2;
}

bool is_page_path(std::string_view path) {
  constexpr std::size_t kMaxPageSegments = 5;
  if (path.size() > 200 || !path.starts_with('/') || !path.ends_with('/')) return false;
  if (path == "/") return true;
  std::size_t segments = 0;
  std::size_t at = 1;
  while (at < path.size()) {
    const auto end = path.find('/', at);
    const auto segment = path.substr(at, end - at);
    if (segment.empty() || segment.front() == '-' || segment.back() == '-') return false;
    for (const char c : segment) {
      if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
    }
    if (++segments > kMaxPageSegments) return false;
    at = end + 1;
  }
  return true;
}

}  // namespace platform::core
