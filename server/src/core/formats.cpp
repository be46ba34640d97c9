#include "core/formats.hpp"

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <string>

namespace platform::core {
namespace {

bool is_digit(char c) noexcept {
  return c >= '0' && c <= '9';
}
bool is_ascii_letter(char c) noexcept {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// Space, C0 controls and DEL: never part of an address.
bool is_space_or_control(char c) noexcept {
  const auto u = static_cast<unsigned char>(c);
  return u <= 0x20 || u == 0x7F;
}

bool is_email_special(char c) noexcept {
  return std::string_view("()<>[]\\,;:\"@").find(c) != std::string_view::npos;
}

bool is_local_part(std::string_view local) noexcept {
  if (local.empty() || local.size() > 64) return false;
  if (local.front() == '.' || local.back() == '.') return false;
  for (std::size_t i = 0; i < local.size(); ++i) {
    const char c = local[i];
    if (is_space_or_control(c) || is_email_special(c)) return false;
    if (c == '.' && local[i + 1] == '.') return false;  // i + 1 < size: the last char is not '.'
  }
  return true;
}

bool is_domain_label(std::string_view label) noexcept {
  if (label.empty() || label.size() > 63) return false;
  if (label.front() == '-' || label.back() == '-') return false;
  for (const char c : label) {
    const bool non_ascii = static_cast<unsigned char>(c) >= 0x80;
    if (!non_ascii && !is_ascii_letter(c) && !is_digit(c) && c != '-') return false;
  }
  return true;
}

bool all_digits(std::string_view text) noexcept {
  for (const char c : text) {
    if (!is_digit(c)) return false;
  }
  return !text.empty();
}

bool is_domain(std::string_view domain) noexcept {
  if (domain.empty() || domain.size() > 253) return false;
  std::size_t labels = 0;
  std::string_view last;
  std::size_t start = 0;
  while (true) {
    const auto dot = domain.find('.', start);
    last =
        domain.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start);
    if (!is_domain_label(last)) return false;
    ++labels;
    if (dot == std::string_view::npos) break;
    start = dot + 1;
  }
  return labels >= 2 && !all_digits(last);
}

bool starts_with_ignoring_case(std::string_view text, std::string_view prefix) noexcept {
  if (text.size() < prefix.size()) return false;
  for (std::size_t i = 0; i < prefix.size(); ++i) {
    char c = text[i];
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    if (c != prefix[i]) return false;
  }
  return true;
}

}  // namespace

bool is_email(std::string_view text) noexcept {
  const auto at = text.find('@');
  if (at == std::string_view::npos) return false;
  return is_local_part(text.substr(0, at)) && is_domain(text.substr(at + 1));
}

bool is_http_url(std::string_view text) noexcept {
  std::size_t rest = 0;
  if (starts_with_ignoring_case(text, "https://")) {
    rest = 8;
  } else if (starts_with_ignoring_case(text, "http://")) {
    rest = 7;
  } else {
    return false;
  }
  for (const char c : text) {
    if (is_space_or_control(c)) return false;
  }
  const auto host_end = text.find_first_of("/?#", rest);
  return (host_end == std::string_view::npos ? text.size() : host_end) > rest;
}

bool is_phone_number(std::string_view text) noexcept {
  std::size_t digits = 0;
  bool plus_allowed = true;
  for (const char c : text) {
    if (c == ' ' || c == '(' || c == ')' || c == '-') continue;
    if (c == '+' && plus_allowed) {
      plus_allowed = false;
      continue;
    }
    if (!is_digit(c) || (digits == 0 && c == '0')) return false;
    plus_allowed = false;
    if (++digits > 15) return false;
  }
  return digits >= 2;
}

bool is_integer_text(std::string_view text) noexcept {
  if (!text.empty() && text.front() == '-') text.remove_prefix(1);
  return all_digits(text);
}

bool is_decimal(std::string_view text) noexcept {
  if (!text.empty() && text.front() == '-') text.remove_prefix(1);
  const auto dot = text.find('.');
  if (dot == std::string_view::npos) return all_digits(text);
  return all_digits(text.substr(0, dot)) && all_digits(text.substr(dot + 1));
}

double decimal_value(std::string_view text) noexcept {
  // strtod saturates to HUGE_VAL (infinity) instead of failing on values past double's range.
  const std::string copy(text);
  return std::strtod(copy.c_str(), nullptr);
}

std::optional<long long> parse_id(std::string_view text) noexcept {
  if (!all_digits(text)) return std::nullopt;
  long long id = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), id);
  if (error != std::errc() || end != text.data() + text.size() || id <= 0) return std::nullopt;
  return id;
}

std::string rubles(long long amount) {
  std::string digits = std::to_string(amount < 0 ? -amount : amount);
  std::string out;
  const std::size_t n = digits.size();
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0 && (n - i) % 3 == 0) out += ' ';
    out += digits[i];
  }
  if (amount < 0) out.insert(out.begin(), '-');
  out.append(" ₽");
  return out;
}

}  // namespace platform::core
