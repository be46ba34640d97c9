#include "core/json_input.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/parser.hpp>
#include <charconv>
#include <string>
#include <vector>

#include "core/utf8.hpp"
#include "core/validation.hpp"

namespace platform::core {
namespace json = boost::json;
namespace {

constexpr std::size_t kMaxKeyBytes = 256;

// The first problem of a string anywhere inside `value`, or nothing. Iterative: depth is bounded by
// the parser, but a stack of our own keeps this cheap and obviously safe.
std::optional<std::string> string_problem(const json::value& root) {
  std::vector<const json::value*> pending{&root};
  while (!pending.empty()) {
    const json::value* v = pending.back();
    pending.pop_back();
    if (v->is_string()) {
      const std::string_view s = v->get_string();
      if (s.size() > kMaxJsonStringChars && utf8_length(s) > kMaxJsonStringChars) {
        return too_long_message(kMaxJsonStringChars);
      }
      if (has_forbidden_characters(s, true)) return kForbiddenCharactersMessage;
    } else if (v->is_array()) {
      for (const auto& item : v->get_array()) pending.push_back(&item);
    } else if (v->is_object()) {
      for (const auto& [key, item] : v->get_object()) {
        if (key.size() > kMaxKeyBytes) return "Слишком длинное имя поля";
        pending.push_back(&item);
      }
    }
  }
  return std::nullopt;
}

bool is_length_rule(const Rule& rule) {
  return rule.name == "max" || rule.name == "len";
}

}  // namespace

json::object parse_json_object(std::string_view body) {
  if (!is_valid_utf8(body)) throw_bad_request("Тело запроса должно быть в кодировке UTF-8");
  json::parse_options options;
  options.max_depth = 32;
  json::parser parser(json::storage_ptr(), options);
  boost::system::error_code ec;
  parser.write(body.data(), body.size(), ec);
  if (ec) throw_bad_request("Некорректный JSON в теле запроса");
  json::value value = parser.release();
  if (!value.is_object()) throw_bad_request("Тело запроса должно быть JSON-объектом");
  FieldErrors errors;
  for (const auto& [key, item] : value.get_object()) {
    if (key.size() > kMaxKeyBytes) throw_bad_request("Слишком длинное имя поля в JSON");
    if (auto problem = string_problem(item))
      errors[std::string(key)].push_back(std::move(*problem));
  }
  if (!errors.empty()) throw_invalid(std::move(errors));
  return std::move(value.get_object());
}

void FieldReader::fail(std::string_view name, std::string message) {
  auto& list = errors_[std::string(name)];
  if (list.empty()) list.push_back(std::move(message));
}

std::optional<std::string> FieldReader::text(std::string_view name, const std::vector<Rule>& rules,
                                             Lines lines) {
  const json::value* found = object_.if_contains(name);
  const json::value value = found ? *found : json::value(nullptr);
  if (!value.is_null() && !value.is_string()) {
    fail(name, "Должно быть строкой");
    return std::nullopt;
  }
  const auto broken = [&](const Rule& rule) {
    auto message = check_rule(rule.name, rule.arg, value);
    if (message) fail(name, std::move(*message));
    return message.has_value();
  };
  for (const Rule& rule : rules) {
    if (is_length_rule(rule) && broken(rule)) return std::nullopt;
  }
  if (value.is_string() && has_forbidden_characters(value.get_string(), lines == Lines::many)) {
    fail(name, kForbiddenCharactersMessage);
    return std::nullopt;
  }
  for (const Rule& rule : rules) {
    if (!is_length_rule(rule) && broken(rule)) return std::nullopt;
  }
  if (value.is_null() || value.get_string().empty()) return std::nullopt;
  return std::string(value.get_string());
}

std::optional<bool> FieldReader::flag(std::string_view name) {
  const json::value* found = object_.if_contains(name);
  if (!found || found->is_null()) return std::nullopt;
  if (!found->is_bool()) {
    fail(name, "Должно быть логическим значением");
    return std::nullopt;
  }
  return found->get_bool();
}

std::optional<long long> FieldReader::whole_number(std::string_view name, long long min,
                                                   long long max, bool required) {
  const json::value* v = object_.if_contains(name);
  if (!v || v->is_null() || (v->is_string() && v->get_string().empty())) {
    if (required) fail(name, kRequiredMessage);
    return std::nullopt;
  }
  long long n = min - 1;
  if (v->is_int64()) {
    n = v->get_int64();
  } else if (v->is_string() && v->get_string().size() <= 18) {
    const auto& text = v->get_string();
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (ec != std::errc() || end != text.data() + text.size()) n = min - 1;
  }
  if (n < min || n > max) {
    fail(name, "Целое число от " + std::to_string(min) + " до " + std::to_string(max));
    return std::nullopt;
  }
  return n;
}

void FieldReader::finish() const {
  if (!errors_.empty()) throw_invalid(errors_);
}

boost::json::value parse_json_or(std::string_view text, const boost::json::value& fallback) {
  boost::system::error_code ec;
  auto v = boost::json::parse(text, ec);
  return ec ? fallback : v;
}

}  // namespace platform::core
