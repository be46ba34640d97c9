#pragma once

#include <string>
#include <string_view>

namespace platform::db {

// The text with LIKE's wildcards (% and _) and the escape character escaped, for
// `LIKE :p ESCAPE '\'` on both backends: what a user types matches itself.
inline std::string like_escaped(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (const char c : text) {
    if (c == '%' || c == '_' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

// A pattern matching values that contain the text.
inline std::string like_containing(std::string_view text) {
  std::string out = "%";
  out += like_escaped(text);
  out += '%';
  return out;
}

}  // namespace platform::db
