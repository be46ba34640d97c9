#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace platform::site {

// The React app's markup of one page, rendered on the server (decision 0034): `head` goes before
// </head>, `body` inside <div id="root">, so the page arrives whole and the app hydrates it.
// `area` is the site area it was drawn for: the `data-area` of <html>, which the design tokens
// follow, so the page has its area's colours before any script runs (decision 0035).
struct Markup {
  std::string head;
  std::string body;
  std::string area;
};

// Renders the page at this absolute URL (the address the visitor asked for); nothing when it
// cannot (the renderer is down, slow, or found a redirect or a 404): the page is then served
// without markup and the browser renders it, as before server rendering.
using BodyRenderer = std::function<std::optional<Markup>(const std::string& url)>;

// The page HTML with the markup spliced in: `head` right before </head>, `body` right after
// <div id="root">, `data-area` on <html> when `area` is one of kAreas. A template without one of
// the spots gets that part left out.
std::string splice_markup(std::string_view html, const Markup& markup);

// The request target without the parameters advertising and analytics add (utm_*, yclid,
// gclid, fbclid, ysclid, _openstat): they change nothing a page shows, so a visit from an ad is
// the same page as one without them, kept once and drawn once.
std::string without_tracking(std::string_view target);

}  // namespace platform::site
