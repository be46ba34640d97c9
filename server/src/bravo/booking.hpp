#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace platform::bravo {

// Bookings of the school (decision 0043): a parent's children, and trial lessons, enrolments and
// individual lessons, each for one child. Rules only here: no SQL, no HTTP.

// The admin section of the bookings (docs/permissions.md), and the 404s.
inline constexpr const char* kBookingsSection = "school/bookings";
inline constexpr const char* kBookingNotFound = "Запись не найдена";
inline constexpr const char* kChildNotFound = "Ребёнок не найден";

// A child of an account's holder.
struct Child {
  long long id = 0;
  long long user_id = 0;
  std::string name;
  std::string birth_date;            // YYYY-MM-DD
  std::optional<std::string> notes;  // for the teacher
  std::string consent_at;            // when the parent agreed to the processing of its data
  std::string created_at, updated_at;
};

// A booking and what became of it. A trial lesson and an enrolment are booked on a slot and a
// date (the lesson, or the enrolment's first lesson); an individual lesson on a date and time.
struct Booking {
  long long id = 0;
  std::string kind;            // trial_lesson | enrolment | individual_lesson
  std::string status = "new";  // new | confirmed | cancelled
  long long class_id = 0;
  std::string class_code, class_name, school_code, school_name;  // read with the row
  std::optional<long long> slot_id;
  std::string lesson_date;  // YYYY-MM-DD
  int start_minute = 0;
  long long price = 0;  // ₽, as kept when booked (or moved)
  int discount_percent = 0;
  std::optional<long long> user_id;
  std::optional<long long> child_id;
  std::string child_name, child_birth_date;
  std::string contact_name, phone;
  std::optional<std::string> email;
  std::optional<std::string> comment;
  std::optional<std::string> manager_note;
  std::string area;
  // When the booking began to hold its place: at once for an account's booking; for a guest's,
  // when the code sent to its contact was entered or a manager confirmed it (issue 31).
  std::optional<std::string> verified_at;
  std::string created_at, updated_at;
};

// The code a guest's booking waits for: its SHA-256 and the wrong entries so far.
struct Verification {
  std::optional<std::string> code_hash;
  int attempts = 0;
};

// The admin list's filters and page.
struct BookingQuery {
  std::optional<std::string> status;
  std::optional<std::string> kind;
  std::optional<long long> class_id;
  std::optional<bool> verified;  // the contact proven (or the booking an account's)
  std::optional<std::string> date_from, date_to;
  long long offset = 0, limit = 50;
};

// «Пробное занятие», «Запись в группу», «Индивидуальное занятие»; empty for another kind.
std::string_view kind_name(std::string_view kind);
// «Новая», «Подтверждена», «Отменена»; empty for another status.
std::string_view booking_status_name(std::string_view status);
// new -> confirmed | cancelled, confirmed -> cancelled.
bool may_move_to(std::string_view from, std::string_view to);

// Full years of a child born on `birth_date` on `date` (both valid YYYY-MM-DD): the birthday
// counts from its day; one born on 29 February is a year older on 1 March of a common year.
int age_on(std::string_view birth_date, std::string_view date);

// 1 (Monday) to 7 (Sunday) of a valid YYYY-MM-DD.
int weekday_of(std::string_view date);

// The per-course banner of the spec as a rule: an individual lesson that starts on a weekday
// (Monday to Friday) from 11:00 to before 14:00 costs 20 % less, rounded down to whole roubles.
inline constexpr int kWeekdayDiscountPercent = 20;
inline constexpr int kDiscountFrom = 11 * 60, kDiscountUntil = 14 * 60;
struct Price {
  long long amount = 0;
  int discount_percent = 0;
};
Price individual_price(long long full_price, std::string_view date, int start_minute);

// The Russian reason a child of that age does not fit a class for ages [age_min, age_max] on the
// lesson's date, or nothing when it fits: «Группа для детей от 7 до 10 лет, а 14 марта 2027
// ребёнку будет 6 лет».
std::optional<std::string> age_problem(std::string_view birth_date, std::string_view date,
                                       int age_min, int age_max);

// «5 лет», «21 год», «3 года».
std::string years_text(int years);

}  // namespace platform::bravo
