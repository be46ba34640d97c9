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

namespace {

bool tracking_parameter(std::string_view key) {
  static constexpr std::string_view kNames[] = {"yclid", "gclid", "fbclid", "ysclid", "_openstat"};
  if (key.starts_with("utm_")) return true;
  for (const auto name : kNames) {
    if (key == name) return true;
  }
  return false;
}

}  // namespace

std::string without_tracking(std::string_view target) {
  const auto question = target.find('?');
  if (question == std::string_view::npos) return std::string(target);
  std::string out(target.substr(0, question));
  std::string_view query = target.substr(question + 1);
  char separator = '?';
  while (!query.empty()) {
    const auto amp = query.find('&');
    const std::string_view pair = query.substr(0, amp);
    query = amp == std::string_view::npos ? std::string_view() : query.substr(amp + 1);
    if (pair.empty() || tracking_parameter(pair.substr(0, pair.find('=')))) continue;
    out += separator;
    out += pair;
    separator = '&';
  }
  return out;
}

}  // namespace platform::site
