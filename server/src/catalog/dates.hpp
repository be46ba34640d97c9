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

// A time of day written exactly "HH:MM" (00:00 to 23:59) as minutes from midnight; nothing for
// any other text.
std::optional<int> minute_of_day(std::string_view hhmm);

// 1020 as "17:00"; minute in [0, 1440).
std::string clock_time(int minute);

// "2026-12-12" as people read it in a letter: "12 декабря 2026"; a valid date only.
std::string day_in_words(std::string_view date);

}  // namespace platform::catalog
