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

}  // namespace platform::catalog
