#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "db/binds.hpp"

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

// LIKE patterns for a search box (each `LIKE :p ESCAPE '\'`, any of them matching): the text as
// typed, in lower case, and with a capital first letter, so «москва» finds «Москва» on both
// backends (SQLite's LIKE folds only ASCII, PostgreSQL's folds nothing). % and _ match themselves.
std::vector<std::string> like_patterns(const std::string& text);

// "(a LIKE :p0 ESCAPE '\' OR b LIKE :p1 ...)": any of the columns matching any of the text's
// like_patterns, bound in `binds`.
std::string like_any(Binds& binds, std::initializer_list<std::string_view> columns,
                     const std::string& text);

}  // namespace platform::db
