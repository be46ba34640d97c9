#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace platform::core {

using TimePoint = std::chrono::system_clock::time_point;

// What services ask for the time, so tests can move it (code expiry, throttling windows).
using Clock = std::function<TimePoint()>;
inline TimePoint system_now() {
  return std::chrono::system_clock::now();
}

// "YYYY-MM-DDTHH:MM:SSZ", the database's text form (same as db::now_utc()).
std::string format_utc(TimePoint t);

// The inverse of format_utc; nothing for text in another form.
std::optional<TimePoint> parse_utc(std::string_view text);

}  // namespace platform::core
