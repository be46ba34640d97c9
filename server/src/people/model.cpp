#include "people/model.hpp"

#include <array>

namespace platform::people {

namespace {

// а..я (U+0430..U+044F) in Latin letters; ь and ъ are dropped.
constexpr std::array<const char*, 32> kLower = {
    "a", "b", "v", "g", "d", "e", "zh", "z",  "i",  "y",    "k", "l", "m", "n", "o",  "p",
    "r", "s", "t", "u", "f", "h", "c",  "ch", "sh", "shch", "",  "y", "",  "e", "yu", "ya"};

// The Latin letters of one Cyrillic code point (upper or lower case, ё), or nullptr when it is
// not one.
const char* latin_of(unsigned cp) {
  if (cp >= 0x410 && cp <= 0x42F) cp += 0x20;  // А..Я to а..я
  if (cp == 0x401 || cp == 0x451) return "e";  // Ё, ё
  if (cp >= 0x430 && cp <= 0x44F) return kLower[cp - 0x430];
  return nullptr;
}

}  // namespace

std::string code_from_name(std::string_view name) {
  std::string out;
  bool gap = false;  // a hyphen is owed before the next letter or digit
  const auto put = [&out, &gap](std::string_view letters) {
    if (letters.empty()) return;  // ь, ъ: nothing, and no hyphen either
    if (gap && !out.empty()) out += '-';
    gap = false;
    out += letters;
  };
  for (std::size_t i = 0; i < name.size(); ++i) {
    const auto c = static_cast<unsigned char>(name[i]);
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
      put(std::string_view(&name[i], 1));
    } else if (c >= 'A' && c <= 'Z') {
      const char lower = static_cast<char>(c - 'A' + 'a');
      put(std::string_view(&lower, 1));
    } else if ((c & 0xE0u) == 0xC0u && i + 1 < name.size()) {
      const unsigned cp = ((c & 0x1Fu) << 6) | (static_cast<unsigned char>(name[i + 1]) & 0x3Fu);
      ++i;
      if (const char* latin = latin_of(cp))
        put(latin);
      else
        gap = true;
    } else {
      gap = true;
    }
  }
  if (out.size() > kMaxCodeChars) {
    out.resize(kMaxCodeChars);
    if (const auto cut = out.rfind('-'); cut != std::string::npos && cut > 0) out.resize(cut);
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out;
}

std::string numbered_code(const std::string& code, int n) {
  std::string out = code;
  out += '-';
  out += std::to_string(n);
  return out;
}

}  // namespace platform::people
