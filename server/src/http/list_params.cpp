#include "http/list_params.hpp"

#include <algorithm>
#include <boost/json/parse.hpp>
#include <charconv>
#include <cmath>

#include "core/concat.hpp"
#include "core/errors.hpp"
#include "core/formats.hpp"
#include "core/validation.hpp"

namespace platform::http {
namespace json = boost::json;

namespace {

[[noreturn]] void bad_param(std::string_view name) {
  core::throw_bad_request(core::concat("Некорректный параметр ", name));
}

[[noreturn]] void wrong_type(std::string_view key, std::string message) {
  core::throw_invalid({{std::string(key), {std::move(message)}}});
}

// The parameter's JSON; null when the parameter is absent or empty.
json::value parse_param(std::string_view text, std::string_view name) {
  if (text.empty()) return nullptr;
  boost::system::error_code ec;
  auto value = json::parse(text, ec);
  if (ec) bad_param(name);
  return value;
}

// A range bound: a JSON integer that fits long long and is not negative.
std::optional<long long> bound_of(const json::value& v) {
  if (v.is_int64() && v.get_int64() >= 0) return v.get_int64();
  return std::nullopt;
}

// The filter's value for key, nothing when absent, null or the empty string.
const json::value* present(const json::object& filter, std::string_view key) {
  const auto* v = filter.if_contains(key);
  if (!v || v->is_null() || (v->is_string() && v->get_string().empty())) return nullptr;
  return v;
}

std::optional<long long> id_of(const json::value& v) {
  if (v.is_int64()) {
    if (v.get_int64() > 0) return v.get_int64();
    return std::nullopt;
  }
  if (v.is_string()) return core::parse_id(v.get_string());
  return std::nullopt;  // uint64 beyond long long, doubles (1e3, 1.5), anything else
}

constexpr const char* kIdMessage = "Должно быть целым числом больше 0";

}  // namespace

ListParams parse_list_params(std::string_view sort_text, std::string_view range_text,
                             std::string_view filter_text,
                             std::span<const std::string_view> sort_fields) {
  ListParams p;
  const auto sort = parse_param(sort_text, "sort");
  if (!sort.is_null()) {
    if (!sort.is_array() || sort.get_array().size() != 2 || !sort.get_array()[0].is_string()) {
      bad_param("sort");
    }
    const std::string_view field = sort.get_array()[0].get_string();
    if (std::find(sort_fields.begin(), sort_fields.end(), field) == sort_fields.end()) {
      core::throw_bad_request(core::concat("Сортировка по полю ", field, " не поддерживается"));
    }
    p.sort = std::string(field);
    const auto& order = sort.get_array()[1];
    p.descending = order.is_string() && order.get_string() == "DESC";
  }

  const auto range = parse_param(range_text, "range");
  if (!range.is_null()) {
    if (!range.is_array() || range.get_array().size() != 2) bad_param("range");
    const auto from = bound_of(range.get_array()[0]);
    const auto to = bound_of(range.get_array()[1]);
    if (!from || !to || *to < *from) bad_param("range");
    p.offset = *from;
    // to - from cannot overflow (both are non-negative); adding one after the cap cannot either.
    p.limit = std::min(*to - *from, kMaxListLimit - 1) + 1;
  }

  auto filter = parse_param(filter_text, "filter");
  if (!filter.is_null()) {
    if (!filter.is_object()) bad_param("filter");
    p.filter = std::move(filter.get_object());
  }
  return p;
}

ListParams list_params(const Request& request, std::span<const std::string_view> sort_fields) {
  return parse_list_params(request.query("sort").value_or(""), request.query("range").value_or(""),
                           request.query("filter").value_or(""), sort_fields);
}

bool ListParams::has(std::string_view key) const {
  return present(filter, key) != nullptr;
}

std::optional<std::string> ListParams::text(std::string_view key, std::size_t max_chars) const {
  const auto* v = present(filter, key);
  if (!v) return std::nullopt;
  if (!v->is_string()) wrong_type(key, "Должно быть строкой");
  const std::string_view s = v->get_string();
  if (auto problem = core::text_problem(s, max_chars)) wrong_type(key, std::move(*problem));
  return std::string(s);
}

std::optional<bool> ListParams::flag(std::string_view key) const {
  const auto* v = present(filter, key);
  if (!v) return std::nullopt;
  if (v->is_bool()) return v->get_bool();
  if (v->is_string() && v->get_string() == "true") return true;
  if (v->is_string() && v->get_string() == "false") return false;
  wrong_type(key, "Должно быть логическим значением");
}

std::optional<long long> ListParams::id(std::string_view key) const {
  const auto* v = present(filter, key);
  if (!v) return std::nullopt;
  if (auto id = id_of(*v)) return id;
  wrong_type(key, kIdMessage);
}

std::optional<std::vector<long long>> ListParams::ids(std::string_view key) const {
  const auto* v = present(filter, key);
  if (!v) return std::nullopt;
  std::vector<long long> out;
  if (!v->is_array()) {
    const auto id = id_of(*v);
    if (!id) wrong_type(key, kIdMessage);
    out.push_back(*id);
    return out;
  }
  out.reserve(v->get_array().size());
  for (const auto& x : v->get_array()) {
    const auto id = id_of(x);
    if (!id) wrong_type(key, kIdMessage);
    out.push_back(*id);
  }
  return out;
}

std::optional<long long> ListParams::integer(std::string_view key) const {
  const auto* v = present(filter, key);
  if (!v) return std::nullopt;
  if (v->is_int64()) return v->get_int64();
  if (v->is_string()) {
    const std::string_view s = v->get_string();
    long long n = 0;
    // from_chars takes a leading minus but no plus sign, spaces or exponent: digits only.
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
    if (ec == std::errc() && ptr == s.data() + s.size()) return n;
  }
  wrong_type(key, "Должно быть целым числом");
}

std::optional<double> ListParams::number(std::string_view key) const {
  const auto* v = present(filter, key);
  if (!v) return std::nullopt;
  if (v->is_number()) {
    const double d = v->to_number<double>();
    if (std::isfinite(d)) return d;
  } else if (v->is_string()) {
    const std::string_view s = v->get_string();
    double d = 0;
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), d);
    if (ec == std::errc() && ptr == s.data() + s.size() && std::isfinite(d)) return d;
  }
  wrong_type(key, "Должно быть числом");
}

std::optional<std::string> ListParams::date_text(std::string_view key) const {
  const auto* v = present(filter, key);
  if (!v) return std::nullopt;
  if (!v->is_string()) wrong_type(key, "Некорректная дата");
  return std::string(v->get_string());
}

}  // namespace platform::http
