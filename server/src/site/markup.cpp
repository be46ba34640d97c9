#include "site/markup.hpp"

#include "site/areas.hpp"

namespace platform::site {

namespace {
constexpr std::string_view kRoot = "<div id=\"root\">";
}  // namespace

std::string splice_markup(std::string_view html, const Markup& markup) {
  std::string out;
  out.reserve(html.size() + markup.head.size() + markup.body.size());
  out.append(html);
  // The root first: the head is inserted before it, so its position would move.
  if (const auto root = out.find(kRoot); root != std::string::npos) {
    out.insert(root + kRoot.size(), markup.body);
  }
  if (const auto head_end = out.find("</head>"); head_end != std::string::npos) {
    out.insert(head_end, markup.head);
  }
  // Only a known area's code goes into the attribute: nothing else the renderer says does.
  if (const auto html = out.find("<html"); html != std::string::npos && is_area(markup.area)) {
    out.insert(html + 5, " data-area=\"" + markup.area + "\"");
  }
  return out;
}

}  // namespace platform::site
