#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace platform::catalog {

// Calendar dates as stored for events: "YYYY-MM-DD" (UTC).
std::string today_utc();

// date + days; date must be a valid "YYYY-MM-DD".
std::string add_days(std::string_view date, int days);

// True for a real calendar date written exactly "YYYY-MM-DD".
bool is_date(std::string_view text);

// "2026-12-12" as people read it in a letter: "12 декабря 2026"; a valid date only.
std::string day_in_words(std::string_view date);

}  // namespace platform::catalog
