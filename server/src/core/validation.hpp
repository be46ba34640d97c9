#pragma once

#include <boost/json/value.hpp>
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

}  // namespace platform::core
