#include "core/csv.hpp"

namespace platform::core {
namespace {

bool is_number(std::string_view v) {
  if (v.empty()) return false;
  std::size_t i = (v[0] == '+' || v[0] == '-') ? 1 : 0;
  if (i == v.size()) return false;
  for (; i < v.size(); ++i) {
    if (!(v[i] >= '0' && v[i] <= '9') && v[i] != ' ' && v[i] != '.' && v[i] != ',') return false;
  }
  return true;
}

}  // namespace

std::string csv_field(std::string_view value) {
  std::string v(value);
  if (!v.empty() &&
      (v[0] == '=' || v[0] == '+' || v[0] == '-' || v[0] == '@' || v[0] == '\t' || v[0] == '\r') &&
      !is_number(v)) {
    v.insert(v.begin(), '\'');
  }
  if (v.find_first_of(";\"\r\n") == std::string::npos) return v;
  std::string out = "\"";
  for (const char c : v) {
    if (c == '"') out += '"';
    out += c;
  }
  out += '"';
  return out;
}

std::string csv_line(const std::vector<std::string>& fields) {
  std::string out;
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (i) out += ';';
    out.append(csv_field(fields[i]));
  }
  out.append("\r\n");
  return out;
}

}  // namespace platform::core
