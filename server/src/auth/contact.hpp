#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/text.hpp"

namespace platform::auth {

// A Russian phone number as stored and answered: "+7" and 10 digits. Accepts "+7 (999) 123 45-67",
// "89991234567", "79991234567" and "9991234567"; nothing for anything else.
std::optional<std::string> normalize_phone(std::string_view input);

// An email as stored: surrounding spaces dropped, ASCII letters lower-cased, Cyrillic letters of
// the domain lower-cased (so the uniqueness check sees one address however it was typed).
std::string normalize_email(std::string_view input);

// Search texts are lower-cased the same way everywhere (core/text.hpp).
using core::lower_text;

}  // namespace platform::auth
