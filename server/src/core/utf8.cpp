#include "core/utf8.hpp"

#include <cstdint>

namespace platform::core {

bool is_valid_utf8(std::string_view text) noexcept {
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  const auto* end = p + text.size();
  while (p < end) {
    const unsigned char c = *p;
    if (c < 0x80) {
      ++p;
      continue;
    }
    std::size_t extra = 0;
    std::uint32_t cp = 0;
    if ((c & 0xE0) == 0xC0) {
      extra = 1;
      cp = c & 0x1F;
    } else if ((c & 0xF0) == 0xE0) {
      extra = 2;
      cp = c & 0x0F;
    } else if ((c & 0xF8) == 0xF0) {
      extra = 3;
      cp = c & 0x07;
    } else {
      return false;
    }
    if (static_cast<std::size_t>(end - p) <= extra) return false;
    for (std::size_t i = 1; i <= extra; ++i) {
      if ((p[i] & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (p[i] & 0x3F);
    }
    static constexpr std::uint32_t min_for_length[] = {0, 0x80, 0x800, 0x10000};
    if (cp < min_for_length[extra] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    p += extra + 1;
  }
  return true;
}

std::size_t utf8_length(std::string_view text) noexcept {
  std::size_t n = 0;
  for (const char ch : text) {
    if ((static_cast<unsigned char>(ch) & 0xC0) != 0x80) ++n;
  }
  return n;
}

bool has_forbidden_characters(std::string_view text, bool multiline) noexcept {
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  for (std::size_t i = 0; i < n; ++i) {
    const unsigned char c = p[i];
    if (c < 0x20) {
      if (!(multiline && (c == '\t' || c == '\n' || c == '\r'))) return true;
    } else if (c == 0x7F || (c == 0xC2 && i + 1 < n && p[i + 1] >= 0x80 && p[i + 1] <= 0x9F)) {
      return true;  // DEL and U+0080-U+009F
    } else if (c == 0xE2 && i + 2 < n) {
      const unsigned char b = p[i + 1], d = p[i + 2];
      if (b == 0x80 && d >= 0xAA && d <= 0xAE) return true;  // U+202A-U+202E
      if (b == 0x81 && d >= 0xA6 && d <= 0xA9) return true;  // U+2066-U+2069
    }
  }
  return false;
}

bool is_person_name(std::string_view text) noexcept {
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  bool letter = false;
  for (std::size_t i = 0; i < n;) {
    // The code point at i (valid UTF-8 is expected; anything odd is not a name).
    char32_t c = p[i];
    std::size_t len = 1;
    if (c >= 0xF0) return false;  // past the Basic Multilingual Plane: no letter of a name
    if (c >= 0xE0 && i + 2 < n) {
      c = ((c & 0x0F) << 12) | ((p[i + 1] & 0x3F) << 6) | (p[i + 2] & 0x3F);
      len = 3;
    } else if (c >= 0xC0 && i + 1 < n) {
      c = ((c & 0x1F) << 6) | (p[i + 1] & 0x3F);
      len = 2;
    } else if (c >= 0x80) {
      return false;
    }
    i += len;
    const bool latin = (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z') ||
                       (c >= 0xC0 && c <= 0x24F && c != 0xD7 && c != 0xF7);
    const bool cyrillic = c >= 0x400 && c <= 0x4FF;
    if (latin || cyrillic) {
      letter = true;
      continue;
    }
    // A space, a hyphen (ASCII, U+2010, U+2011) or an apostrophe (ASCII, U+2019, U+02BC).
    const bool joins = c == U' ' || c == U'-' || c == U'\'' || c == 0x2010 || c == 0x2011 ||
                       c == 0x2019 || c == 0x2BC;
    if (!joins) return false;
  }
  return letter;
}

}  // namespace platform::core
