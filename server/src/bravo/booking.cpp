#include "bravo/booking.hpp"

#include <chrono>

#include "catalog/dates.hpp"
#include "core/concat.hpp"

namespace platform::bravo {

namespace {

struct Ymd {
  int year = 0;
  unsigned month = 0, day = 0;
};

// A valid YYYY-MM-DD, already checked by the caller.
Ymd parse_date(std::string_view date) {
  const auto digits = [&](std::size_t from, std::size_t count) {
    int n = 0;
    for (std::size_t i = from; i < from + count; ++i) n = n * 10 + (date[i] - '0');
    return n;
  };
  return {digits(0, 4), static_cast<unsigned>(digits(5, 2)), static_cast<unsigned>(digits(8, 2))};
}

}  // namespace

std::string_view kind_name(std::string_view kind) {
  if (kind == "trial_lesson") return "Пробное занятие";
  if (kind == "enrolment") return "Запись в группу";
  if (kind == "individual_lesson") return "Индивидуальное занятие";
  return {};
}

std::string_view booking_status_name(std::string_view status) {
  if (status == "new") return "Новая";
  if (status == "confirmed") return "Подтверждена";
  if (status == "cancelled") return "Отменена";
  return {};
}

bool may_move_to(std::string_view from, std::string_view to) {
  if (from == "new") return to == "confirmed" || to == "cancelled";
  if (from == "confirmed") return to == "cancelled";
  return false;
}

int age_on(std::string_view birth_date, std::string_view date) {
  const auto born = parse_date(birth_date);
  const auto on = parse_date(date);
  int years = on.year - born.year;
  // Not yet the birthday this year: (month, day) before the birth's (29 February's birthday in a
  // common year is 1 March, which the comparison gives).
  if (on.month < born.month || (on.month == born.month && on.day < born.day)) --years;
  return years;
}

int weekday_of(std::string_view date) {
  const auto d = parse_date(date);
  const std::chrono::year_month_day ymd{std::chrono::year{d.year}, std::chrono::month{d.month},
                                        std::chrono::day{d.day}};
  return static_cast<int>(std::chrono::weekday{std::chrono::sys_days{ymd}}.iso_encoding());
}

Price individual_price(long long full_price, std::string_view date, int start_minute) {
  const bool weekday = weekday_of(date) <= 5;
  if (weekday && start_minute >= kDiscountFrom && start_minute < kDiscountUntil)
    return {full_price * (100 - kWeekdayDiscountPercent) / 100, kWeekdayDiscountPercent};
  return {full_price, 0};
}

std::string years_text(int years) {
  const int last_two = years % 100, last = years % 10;
  const char* word = "лет";
  if (last_two < 11 || last_two > 14) {
    if (last == 1)
      word = "год";
    else if (last >= 2 && last <= 4)
      word = "года";
  }
  return core::concat(std::to_string(years), " ", word);
}

std::optional<std::string> age_problem(std::string_view birth_date, std::string_view date,
                                       int age_min, int age_max) {
  const int age = age_on(birth_date, date);
  if (age >= age_min && age <= age_max) return std::nullopt;
  // "от 7 до 10 лет": the noun agrees with the last number.
  return core::concat("Группа для детей от ", std::to_string(age_min), " до ", years_text(age_max),
                      ", а ", catalog::day_in_words(date), " ребёнку будет ",
                      age < 1 ? std::string("меньше года") : years_text(age));
}

}  // namespace platform::bravo
