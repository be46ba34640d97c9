#include "catalog/cover.hpp"

#include <cstdint>
#include <cstdio>

#include "core/text.hpp"

namespace platform::catalog {

std::string cover_svg(const std::string& code, const std::string& name) {
  std::uint32_t h = 2166136261u;
  for (const char c : code) {
    h ^= static_cast<unsigned char>(c);
    h *= 16777619u;
  }
  const int hue1 = static_cast<int>(h % 360), hue2 = static_cast<int>((h / 360) % 360);
  char head[512];
  std::snprintf(
      head, sizeof head,
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 800 450\" width=\"800\""
      " height=\"450\"><defs><linearGradient id=\"g\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">"
      "<stop offset=\"0\" stop-color=\"hsl(%d,70%%,55%%)\"/><stop offset=\"1\""
      " stop-color=\"hsl(%d,65%%,35%%)\"/></linearGradient></defs>"
      "<rect width=\"800\" height=\"450\" fill=\"url(#g)\"/>"
      "<circle cx=\"%d\" cy=\"%d\" r=\"160\" fill=\"#fff\" fill-opacity=\"0.12\"/>",
      hue1, hue2, 150 + static_cast<int>(h % 500), 80 + static_cast<int>((h >> 8) % 290));
  return std::string(head) +
         "<foreignObject x=\"60\" y=\"140\" width=\"680\" height=\"200\">"
         "<div xmlns=\"http://www.w3.org/1999/xhtml\" style=\"font:bold 40px sans-serif;"
         "color:#fff;text-align:center\">" +
         core::escape_html(name) + "</div></foreignObject></svg>";
}

}  // namespace platform::catalog
