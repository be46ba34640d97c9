#include "catalog/dates.hpp"

#include <chrono>
#include <cstdio>
#include <stdexcept>

namespace platform::catalog {
namespace {

using namespace std::chrono;

std::optional<year_month_day> parse(std::string_view text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
  int parts[3] = {0, 0, 0};
  const std::size_t starts[3] = {0, 5, 8}, lengths[3] = {4, 2, 2};
  for (int i = 0; i < 3; ++i) {
    for (std::size_t k = 0; k < lengths[i]; ++k) {
      const char c = text[starts[i] + k];
      if (c < '0' || c > '9') return std::nullopt;
      parts[i] = parts[i] * 10 + (c - '0');
    }
  }
  const year_month_day ymd{year{parts[0]}, month{static_cast<unsigned>(parts[1])},
                           day{static_cast<unsigned>(parts[2])}};
  if (!ymd.ok()) return std::nullopt;
  return ymd;
}

std::string format(const year_month_day& ymd) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", static_cast<int>(ymd.year()) % 10000,
                static_cast<unsigned>(ymd.month()) % 100, static_cast<unsigned>(ymd.day()) % 100);
  return buf;
}

}  // namespace

std::string today_utc() {
  return format(year_month_day{floor<days>(system_clock::now())});
}

std::string add_days(std::string_view date, int count) {
  const auto ymd = parse(date);
  if (!ymd) throw std::invalid_argument("not a date: " + std::string(date));
  return format(year_month_day{sys_days{*ymd} + days{count}});
}

bool is_date(std::string_view text) {
  return parse(text).has_value();
}

std::optional<int> minute_of_day(std::string_view hhmm) {
  if (hhmm.size() != 5 || hhmm[2] != ':') return std::nullopt;
  for (const std::size_t i : {0u, 1u, 3u, 4u}) {
    if (hhmm[i] < '0' || hhmm[i] > '9') return std::nullopt;
  }
  const int hours = (hhmm[0] - '0') * 10 + (hhmm[1] - '0');
  const int minutes = (hhmm[3] - '0') * 10 + (hhmm[4] - '0');
  if (hours > 23 || minutes > 59) return std::nullopt;
  return hours * 60 + minutes;
}

std::string clock_time(int minute) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "%02d:%02d", minute / 60 % 100, minute % 60);
  return buf;
}

std::string day_in_words(std::string_view date) {
  static constexpr const char* kMonths[] = {"января",   "февраля", "марта",  "апреля",
                                            "мая",      "июня",    "июля",   "августа",
                                            "сентября", "октября", "ноября", "декабря"};
  const int month = (date[5] - '0') * 10 + (date[6] - '0');
  const std::string_view day = date[8] == '0' ? date.substr(9, 1) : date.substr(8, 2);
  return std::string(day) + " " + kMonths[month - 1] + " " + std::string(date.substr(0, 4));
}

}  // namespace platform::catalog
