#include "db/like.hpp"

#include <algorithm>

namespace platform::db {

namespace {

// One code point of Russian or Latin text in the other case (others unchanged): А-Я, Ё, A-Z.
std::string recase(std::string_view text, bool upper, std::size_t max_letters) {
  std::string out;
  std::size_t letters = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    const bool change = letters < max_letters;
    if (c < 0x80) {
      char ch = static_cast<char>(c);
      if (change && upper && c >= 'a' && c <= 'z') ch = static_cast<char>(c - 32);
      if (change && !upper && c >= 'A' && c <= 'Z') ch = static_cast<char>(c + 32);
      out += ch;
      ++letters;
      continue;
    }
    if ((c == 0xD0 || c == 0xD1) && i + 1 < text.size()) {
      // Two-byte Cyrillic: decode, map, encode.
      unsigned cp = ((c & 0x1Fu) << 6) | (static_cast<unsigned char>(text[i + 1]) & 0x3Fu);
      if (change && upper) {
        if (cp >= 0x430 && cp <= 0x44F)
          cp -= 0x20;
        else if (cp == 0x451)
          cp = 0x401;
      } else if (change) {
        if (cp >= 0x410 && cp <= 0x42F)
          cp += 0x20;
        else if (cp == 0x401)
          cp = 0x451;
      }
      out += static_cast<char>(0xC0 | (cp >> 6));
      out += static_cast<char>(0x80 | (cp & 0x3F));
      ++i;
      ++letters;
      continue;
    }
    out += static_cast<char>(c);
  }
  return out;
}

}  // namespace

std::vector<std::string> like_patterns(const std::string& text) {
  const std::string escaped = like_escaped(text);
  const std::string lower = recase(escaped, false, std::string::npos);
  const std::string capital = recase(lower, true, 1);
  std::vector<std::string> out;
  for (const auto& v : {escaped, lower, capital}) {
    const std::string pattern = "%" + v + "%";
    if (std::find(out.begin(), out.end(), pattern) == out.end()) out.push_back(pattern);
  }
  return out;
}

std::string like_any(Binds& binds, std::initializer_list<std::string_view> columns,
                     const std::string& text) {
  std::string sql = "(";
  for (const auto& pattern : like_patterns(text)) {
    for (const auto column : columns) {
      if (sql.size() > 1) sql += " OR ";
      sql += column;
      sql += " LIKE ";
      sql += binds.add(pattern);
      sql += " ESCAPE '\\'";
    }
  }
  sql += ')';
  return sql;
}

}  // namespace platform::db
