#include "core/json_input.hpp"

#include <boost/json/parser.hpp>

#include "core/utf8.hpp"
#include "core/validation.hpp"

namespace platform::core {
namespace json = boost::json;

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
  return std::move(value.get_object());
}

void FieldReader::fail(std::string_view name, std::string message) {
  auto& list = errors_[std::string(name)];
  if (list.empty()) list.push_back(std::move(message));
}

std::optional<std::string> FieldReader::text(std::string_view name, const std::vector<Rule>& rules) {
  const json::value* found = object_.if_contains(name);
  const json::value value = found ? *found : json::value(nullptr);
  if (!value.is_null() && !value.is_string()) {
    fail(name, "Должно быть строкой");
    return std::nullopt;
  }
  for (const Rule& rule : rules) {
    if (auto message = check_rule(rule.name, rule.arg, value)) {
      fail(name, std::move(*message));
      return std::nullopt;
    }
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

void FieldReader::finish() const {
  if (!errors_.empty()) throw_invalid(errors_);
}

}  // namespace platform::core
