#pragma once

#include <string>

namespace platform::catalog {

// A generated SVG cover for an event without a photo: a gradient picked from its code, and its
// name (HTML-escaped) in the middle.
std::string cover_svg(const std::string& code, const std::string& name);

}  // namespace platform::catalog
