#pragma once

#include <boost/json/value.hpp>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace platform::core {

// The validation rules of spec section 5, with their Russian messages. The web app has the same
// rules (web/src/shared/validation); both pass tests/shared/validation-cases.json.
//
// Returns the message when value breaks the rule, nothing when it passes. Empty values (null, ""
// or whitespace) pass every rule but `required`. An unknown rule name always fails.
std::optional<std::string> check_rule(std::string_view rule, const boost::json::value& arg,
                                      const boost::json::value& value);

inline constexpr const char* kRequiredMessage = "Обязательное поле для заполнения";
// The person_name rule's message (core::is_person_name).
inline constexpr const char* kPersonNameMessage =
    "Только буквы, пробелы, дефис и апостроф: без цифр и ссылок";
inline constexpr const char* kForbiddenCharactersMessage =
    "Содержит недопустимые символы: управляющие или меняющие направление текста";

// "Не должно превышать N символов": the max rule's message for text.
std::string too_long_message(std::size_t max_chars);

// What is wrong with free text that arrives outside a JSON body (a query parameter, a multipart
// field): longer than max_chars (checked first), not UTF-8, or holding a forbidden character
// (core::has_forbidden_characters). Nothing when it is fine.
std::optional<std::string> text_problem(std::string_view text, std::size_t max_chars,
                                        bool multiline = false);

// What is wrong with the path of a picture an editor picked: it must be a file of the platform
// (under /storage/ or /img/), in plain characters, without "..". Nothing when it is fine.
std::optional<std::string> picture_problem(std::string_view path);

// A canonical page path: "/", or "/" and 1-5 segments of a-z, 0-9 and inner "-", each ending
// "/" (content pages, SEO overrides, the page a request was sent from).
bool is_page_path(std::string_view path);

// Whether the text is a server's name as a URL carries it: lower-case letters, digits, hyphens,
// at least two labels joined by dots, none empty or starting or ending with a hyphen.
bool is_host_name(std::string_view text);

}  // namespace platform::core
