#pragma once

#include <cstddef>
#include <string_view>

namespace platform::core {

// True when text is well-formed UTF-8 (no overlongs, surrogates or code points past U+10FFFF).
bool is_valid_utf8(std::string_view text) noexcept;

// Number of code points in well-formed UTF-8 text: what a user calls "characters".
std::size_t utf8_length(std::string_view text) noexcept;

// True when text holds a character no text field accepts: C0 controls (tab, line feed and carriage
// return are allowed in multi-line text), DEL, C1 controls, and the bidi embedding, override and
// isolate controls (U+202A-U+202E, U+2066-U+2069) that make text display as something it is not:
// "admin@demo.local\u0000" must not pass for the admin's address. Expects valid UTF-8.
bool has_forbidden_characters(std::string_view text, bool multiline) noexcept;

// True when text reads as a person's name: letters (Latin, with their accented forms, and
// Cyrillic), spaces, hyphens and apostrophes, with a letter in it. A name goes into letters to
// whatever address the form gave: no links, no digits, no punctuation to write a message with.
// Expects valid UTF-8.
bool is_person_name(std::string_view text) noexcept;

}  // namespace platform::core
