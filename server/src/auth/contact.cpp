#include "auth/contact.hpp"

namespace platform::auth {

std::optional<std::string> normalize_phone(std::string_view input) {
  std::string digits;
  for (const char c : input) {
    if (c >= '0' && c <= '9') {
      digits.push_back(c);
    } else if (c != ' ' && c != '(' && c != ')' && c != '-' && c != '+' && c != '\t') {
      return std::nullopt;
    }
  }
  if (digits.size() == 11 && (digits[0] == '7' || digits[0] == '8')) return "+7" + digits.substr(1);
  if (digits.size() == 10 && digits[0] == '9') return "+7" + digits;
  return std::nullopt;
}

std::string normalize_email(std::string_view input) {
  const auto first = input.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  const auto last = input.find_last_not_of(" \t\r\n");
  // ASCII letters are lower-cased in the whole address (as before: mail servers treat the local
  // part case-insensitively in practice), Cyrillic ones in the domain (ПОЧТА.РФ = почта.рф).
  std::string out = lower_text(input.substr(first, last - first + 1));
  const auto at = out.find('@');
  if (at == std::string::npos) return out;
  std::string local(input.substr(first, at));
  for (char& c : local) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return local + out.substr(at);
}

}  // namespace platform::auth
