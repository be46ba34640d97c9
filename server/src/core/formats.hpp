#pragma once

#include <optional>
#include <string_view>

namespace platform::core {

// Plain scanners for the formats of spec section 5. They run in one pass over the input, so a
// megabyte of it costs a millisecond and never the stack (the standard library's backtracking
// regex engine recursed per character and overflowed it on long input; ARCHITECTURE.md section 7:
// no such engine on request input). The web
// app's rules (web/src/shared/validation/rules.ts) follow the same definitions; both pass
// tests/shared/validation-cases.json.

// An email address: one "@"; a local part of 1-64 bytes without spaces, controls or the specials
// ()<>[]\,;:" and without a leading, trailing or doubled dot; a domain of 2+ dot-separated labels
// (letters, digits, hyphens not at a label's ends, or non-ASCII for Cyrillic domains), each 1-63
// bytes, 253 in all, whose last label is not all digits (no IP addresses, no [IP] literals).
bool is_email(std::string_view text) noexcept;

// http:// or https:// (any case), a non-empty host part up to the first / ? or #, and no
// whitespace or control character anywhere.
bool is_http_url(std::string_view text) noexcept;

// After dropping spaces, parentheses and dashes: an optional "+", a digit 1-9, then 1-14 digits.
bool is_phone_number(std::string_view text) noexcept;

// -12 or 12.5: an optional minus, digits, and optionally a dot and digits.
bool is_decimal(std::string_view text) noexcept;

// -12: an optional minus and digits.
bool is_integer_text(std::string_view text) noexcept;

// The value of decimal text (is_decimal); huge values become +-infinity, never an exception.
double decimal_value(std::string_view text) noexcept;

// A positive id written as plain ASCII digits ("12"). Nothing for zero, signs, exponents ("1e3"),
// fractions, spaces and values past int64.
std::optional<long long> parse_id(std::string_view text) noexcept;

// Prices in rubles with a space as the thousands separator (spec section 9): "12 500 ₽".
std::string rubles(long long amount);

}  // namespace platform::core
