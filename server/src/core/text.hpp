#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace platform::core {

// ASCII letters to lower case; other bytes (UTF-8 included) unchanged. For header values, schemes
// and host names, which are ASCII by definition.
std::string ascii_lower(std::string_view text);

// Lower-cases ASCII and Cyrillic letters of UTF-8 text (for case-insensitive search on both
// databases: SQLite's LOWER() knows only ASCII); other bytes unchanged.
std::string lower_text(std::string_view text);

// Text made safe inside HTML content and attribute values.
std::string escape_html(std::string_view text);

// The non-empty segments of a URL path: "/a//b/" -> {"a", "b"}. The views point into `path`.
std::vector<std::string_view> split_path(std::string_view path);

}  // namespace platform::core
