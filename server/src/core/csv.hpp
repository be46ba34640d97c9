#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace platform::core {

// CSV that Excel opens by double click in a Russian locale: UTF-8 with a byte order mark, fields
// separated by ';', lines ended by CRLF. A field holding ';', '"', CR or LF is quoted with inner
// quotes doubled; a field starting with '=', '+', '-', '@' or a tab that is not a number gets a
// leading apostrophe so a spreadsheet never runs it as a formula.
std::string csv_field(std::string_view value);
std::string csv_line(const std::vector<std::string>& fields);
inline constexpr std::string_view kUtf8Bom = "\xEF\xBB\xBF";

}  // namespace platform::core
