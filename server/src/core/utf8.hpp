#pragma once

#include <cstddef>
#include <string_view>

namespace platform::core {

// True when text is well-formed UTF-8 (no overlongs, surrogates or code points past U+10FFFF).
bool is_valid_utf8(std::string_view text) noexcept;

// Number of code points in well-formed UTF-8 text: what a user calls "characters".
std::size_t utf8_length(std::string_view text) noexcept;

}  // namespace platform::core
