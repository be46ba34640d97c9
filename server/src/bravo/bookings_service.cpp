#include "bravo/bookings_service.hpp"

#include <boost/json.hpp>

#include "auth/contact.hpp"
#include "auth/crypto.hpp"
#include "auth/staff.hpp"
#include "catalog/dates.hpp"
#include "core/clock.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"
#include "core/formats.hpp"
#include "core/json_input.hpp"
#include "core/json_null.hpp"
#include "core/validation.hpp"
#include "db/database.hpp"
#include "db/work.hpp"
#include "mail/templates.hpp"

namespace platform::bravo {
namespace json = boost::json;

namespace {

constexpr std::size_t kMaxComment = 1000;
constexpr const char* kClassGone = "Занятие не найдено";
constexpr const char* kNoPlaces = "На это занятие мест нет: выберите другой день";
constexpr const char* kGroupFull =
    "В группе нет свободных мест: запишитесь на пробное занятие в другой группе или позвоните нам";
constexpr const char* kTimeTaken = "Это время уже занято: выберите другое";
constexpr const char* kCodeDead =
    "Код больше не действует: отправьте заявку заново или позвоните нам, и мы подтвердим её";
// An enrolment counts against every lesson to come.
constexpr const char* kEver = "9999-12-31";

// The class a booking is for in the snapshot, or nothing when it left the timetable. Taken
// before a unit of work: a stale snapshot rebuilds with a lease of its own (decision 0047).
const SchoolClass* class_of(const Snapshot& snapshot, const Booking& b) {
  const School* school = snapshot.school(b.school_code);
  return school ? snapshot.school_class(school->id, b.class_code) : nullptr;
}

constexpr std::string_view kWeekdays[] = {"понедельник", "вторник", "среда",      "четверг",
                                          "пятница",     "суббота", "воскресенье"};

// "суббота, 14 марта 2027, 11:00" (and the lesson's end for a slot's lesson).
std::string when_text(const Booking& b, const SchoolClass* c) {
  std::string out =
      core::concat(kWeekdays[weekday_of(b.lesson_date) - 1], ", ",
                   catalog::day_in_words(b.lesson_date), ", ", time_of_day(b.start_minute));
  if (c && b.slot_id) {
    for (const auto& slot : c->slots) {
      if (slot.id == *b.slot_id) out += core::concat("–", time_of_day(slot.end_minute));
    }
  }
  return out;
}

std::string price_text(const Booking& b) {
  if (b.kind == "trial_lesson") return "бесплатно";
  std::string out = core::rubles(b.price);
  if (b.kind == "enrolment") out += " в месяц";
  if (b.discount_percent > 0)
    out += core::concat(" (скидка ", std::to_string(b.discount_percent), " % в будни днём)");
  return out;
}

std::string details_text(const Booking& b, const SchoolClass* c) {
  return core::concat(kind_name(b.kind), ": ", b.class_name, " (", b.school_name,
                      ")\nКогда: ", when_text(b, c), "\nРебёнок: ", b.child_name, ", ",
                      catalog::day_in_words(b.child_birth_date), "\nСтоимость: ", price_text(b),
                      "\n");
}

mail::Email managers_email(const Booking& b, const SchoolClass* c) {
  std::string body =
      core::concat("Новая заявка № ", std::to_string(b.id), "\n\n", details_text(b, c),
                   "\nРодитель: ", b.contact_name, "\nТелефон: ", b.phone, "\n");
  if (b.email) body += core::concat("Почта: ", *b.email, "\n");
  if (b.comment) body += core::concat("\n", *b.comment, "\n");
  body += "\nЗаявка ждёт в админке: «Школа» → «Записи на занятия».\n";
  return {core::concat(kind_name(b.kind), ": ", b.class_name, ", ", when_text(b, c)), body};
}

// What the parent hears of a booking: its arrival, or what a manager did to it.
struct News {
  std::string subject, text;
};

News parent_news(const Booking& before, const Booking& after, bool is_new) {
  const std::string number = core::concat("№ ", std::to_string(after.id));
  if (is_new)
    return {core::concat("Заявка ", number, " получена"),
            "Администратор школы позвонит вам в течение рабочего дня, чтобы подтвердить запись."};
  if (after.status != before.status && after.status == "cancelled")
    return {core::concat("Запись ", number, " отменена"),
            "Если это неожиданно для вас, позвоните нам или ответьте на это письмо."};
  if (after.status != before.status && after.status == "confirmed")
    return {core::concat("Запись ", number, " подтверждена"),
            "Ждём вас! Приходите за 10 минут до начала, возьмите сменную обувь и воду."};
  return {core::concat("Запись ", number, " перенесена"),
          "Мы перенесли запись: новое время — выше. Если оно вам не подходит, позвоните нам."};
}

// A child's name and birth date as a booking or a child record takes them.
struct ChildFields {
  std::optional<std::string> name, birth_date;
};

ChildFields read_child(core::FieldReader& fields, std::string_view name_key,
                       std::string_view birth_key) {
  const core::Rule required{"required"};
  ChildFields out;
  out.name = fields.text(name_key, {required, {"max", 100}, {"person_name"}});
  out.birth_date = fields.text(birth_key, {required, {"max", 10}});
  if (out.birth_date) {
    const auto today = catalog::today_utc();
    if (!catalog::is_date(*out.birth_date)) {
      fields.fail(birth_key, "Дата должна быть в формате ГГГГ-ММ-ДД");
      out.birth_date.reset();
    } else if (*out.birth_date > today) {
      fields.fail(birth_key, "Дата рождения не может быть в будущем");
      out.birth_date.reset();
    } else if (age_on(*out.birth_date, today) > 99) {
      fields.fail(birth_key, "Проверьте год рождения");
      out.birth_date.reset();
    }
  }
  return out;
}

const Slot* slot_of(const SchoolClass& c, long long id) {
  for (const auto& slot : c.slots) {
    if (slot.id == id) return &slot;
  }
  return nullptr;
}

// The lesson of a trial lesson or an enrolment (slot_id, date), or an individual lesson's date
// and time, into `b`; the date within the days ahead the kind may be booked.
void read_when(core::FieldReader& fields, const SchoolClass& c, Booking& b) {
  const core::Rule required{"required"};
  const bool individual = b.kind == "individual_lesson";
  const auto date = fields.text("date", {required, {"max", 10}});
  const auto today = catalog::today_utc();
  const int ahead =
      individual ? BookingsService::kIndividualDaysAhead : BookingsService::kLessonDaysAhead;
  bool date_ok = false;
  if (date && !catalog::is_date(*date)) {
    fields.fail("date", "Дата должна быть в формате ГГГГ-ММ-ДД");
  } else if (date && *date <= today) {
    fields.fail("date", "Записаться можно на занятие начиная с завтрашнего дня");
  } else if (date && *date > catalog::add_days(today, ahead)) {
    fields.fail("date", individual ? "Индивидуальные занятия записываем на два месяца вперёд"
                                   : "Записаться можно на четыре недели вперёд");
  } else if (date) {
    b.lesson_date = *date;
    date_ok = true;
  }
  if (individual) {
    b.slot_id.reset();
    const auto time = fields.text("time", {required, {"max", 5}});
    const auto minute = time ? catalog::minute_of_day(*time) : std::nullopt;
    if (time && (!minute || *minute % 30 != 0 || *minute < BookingsService::kIndividualFirst ||
                 *minute > BookingsService::kIndividualLast)) {
      fields.fail("time", "Выберите время с 09:00 до 20:00, начало в :00 или :30");
    } else if (minute) {
      b.start_minute = *minute;
    }
    return;
  }
  const auto slot_id = fields.whole_number("slot_id", 1, 1LL << 53, true);
  if (!slot_id) return;
  const Slot* slot = slot_of(c, *slot_id);
  if (!slot) {
    fields.fail("slot_id", "У этого занятия нет такого урока в расписании");
    return;
  }
  b.slot_id = slot->id;
  b.start_minute = slot->start_minute;
  if (date_ok && weekday_of(*date) != slot->weekday)
    fields.fail("date", core::concat("Этот урок идёт по дням: ", kWeekdays[slot->weekday - 1]));
}

void set_price(Booking& b, const SchoolClass& c) {
  b.discount_percent = 0;
  if (b.kind == "trial_lesson") {
    b.price = 0;  // the first lesson is free: decision 0043
  } else if (b.kind == "enrolment") {
    b.price = c.price_month;
  } else {
    const auto price = individual_price(c.price_individual, b.lesson_date, b.start_minute);
    b.price = price.amount;
    b.discount_percent = price.discount_percent;
  }
}

}  // namespace

json::object to_json(const Booking& b) {
  return {{"id", b.id},
          {"kind", b.kind},
          {"status", b.status},
          {"class",
           {{"code", b.class_code},
            {"name", b.class_name},
            {"school", {{"code", b.school_code}, {"name", b.school_name}}}}},
          {"slot_id", b.slot_id ? json::value(*b.slot_id) : json::value(nullptr)},
          {"date", b.lesson_date},
          {"time", time_of_day(b.start_minute)},
          {"price", b.price},
          {"discount_percent", b.discount_percent},
          {"child",
           {{"id", b.child_id ? json::value(*b.child_id) : json::value(nullptr)},
            {"name", b.child_name},
            {"birth_date", b.child_birth_date}}},
          {"name", b.contact_name},
          {"phone", b.phone},
          {"email", core::or_null(b.email)},
          {"comment", core::or_null(b.comment)},
          {"manager_note", core::or_null(b.manager_note)},
          {"area", b.area},
          {"verified", b.verified_at.has_value()},
          {"created_at", b.created_at},
          {"updated_at", b.updated_at}};
}

json::object to_json(const Child& c) {
  return {{"id", c.id},
          {"name", c.name},
          {"birth_date", c.birth_date},
          {"notes", core::or_null(c.notes)},
          {"consent_at", c.consent_at},
          {"created_at", c.created_at},
          {"updated_at", c.updated_at}};
}

BookingsService::Lessons BookingsService::lessons(const std::string& school,
                                                  const std::string& code) {
  Lessons out;
  out.snapshot = catalog_.snapshot();
  const School* s = out.snapshot->school(school);
  out.school_class = s ? out.snapshot->school_class(s->id, code) : nullptr;
  if (!out.school_class) core::throw_not_found(kClassGone);
  const auto& c = *out.school_class;
  const auto today = catalog::today_utc();
  const auto from = catalog::add_days(today, 1), to = catalog::add_days(today, kLessonDaysAhead);
  const auto taken = repository_.taken(c.id, from, to);
  for (int day = 1; day <= kLessonDaysAhead; ++day) {
    const auto date = catalog::add_days(today, day);
    const int weekday = weekday_of(date);
    long long enrolled = 0;
    for (const auto& start : taken.enrolment_starts) enrolled += start <= date ? 1 : 0;
    for (const auto& slot : c.slots) {
      if (slot.weekday != weekday) continue;
      const auto trials = taken.trials.find({slot.id, date});
      const long long held = enrolled + (trials == taken.trials.end() ? 0 : trials->second);
      out.lessons.push_back({&slot, date, std::max(0LL, c.group_size - held)});
    }
  }
  return out;
}

void BookingsService::take_place(soci::session& s, const Booking& b, const SchoolClass& c) {
  BookingsRepository::lock_class(s, c.id);
  if (b.kind == "trial_lesson") {
    const auto held = BookingsRepository::enrolled(s, c.id, b.lesson_date) +
                      BookingsRepository::trials_on(s, *b.slot_id, b.lesson_date, b.id);
    if (held >= c.group_size) core::throw_invalid({{"date", {kNoPlaces}}});
  } else if (b.kind == "enrolment") {
    const auto held = BookingsRepository::enrolled(s, c.id, kEver, b.id) +
                      BookingsRepository::trials_on(s, *b.slot_id, b.lesson_date);
    if (held >= c.group_size) core::throw_invalid({{"date", {kGroupFull}}});
  } else if (BookingsRepository::individual_taken(s, c.id, b.lesson_date, b.start_minute, b.id)) {
    core::throw_invalid({{"time", {kTimeTaken}}});
  }
}

void BookingsService::refuse_if_changed(soci::session& s, const Booking& before) {
  BookingsRepository::lock_class(s, before.class_id);
  const auto now = BookingsRepository::find(s, before.id);
  if (!now || to_json(*now) != to_json(before)) {
    throw core::ApiError(core::ErrorKind::conflict,
                         "Запись только что изменили: обновите страницу и посмотрите, что с ней");
  }
}

void BookingsService::refuse_too_many_unverified(soci::session& s, const Booking& b) {
  const auto since = core::format_utc(core::system_now() - kCodeLifetime);
  ratelimit::lock_key(s, "bravo-unverified", b.phone);
  if (BookingsRepository::unverified_since(s, "phone", b.phone, since) >= kUnverifiedPerContact) {
    core::throw_invalid({{"phone",
                          {"С этим номером уже три заявки ждут подтверждения: введите код из "
                           "сообщения или позвоните нам"}}});
  }
  if (!b.email) return;
  ratelimit::lock_key(s, "bravo-unverified", *b.email);
  if (BookingsRepository::unverified_since(s, "email", *b.email, since) >= kUnverifiedPerContact) {
    core::throw_invalid({{"email",
                          {"С этой почтой уже три заявки ждут подтверждения: введите код из "
                           "письма или позвоните нам"}}});
  }
}

void BookingsService::send_code(db::Work& s, const Booking& b, const SchoolClass* c,
                                const std::string& code) {
  if (b.email) {
    postman_.email(
        s, *b.email, core::concat("«Браво»: код подтверждения заявки № ", std::to_string(b.id)),
        core::concat("Здравствуйте, ", b.contact_name, "!\n\nКод подтверждения заявки № ",
                     std::to_string(b.id), ": ", code,
                     "\n\nВведите его на странице записи, и место на занятии будет закреплено "
                     "за вами. Код действует сутки.\n\n",
                     details_text(b, c),
                     "\nЕсли вы не записывались, ничего делать не нужно: без кода заявка не "
                     "действует.\n\n"
                     "Театр-студия «Браво»\n"));
  } else {
    postman_.sms(s, b.phone,
                 core::concat("Браво: код подтверждения заявки № ", std::to_string(b.id), ": ",
                              code, ". Никому его не сообщайте."));
  }
}

void BookingsService::announce(db::Work& s, const Booking& b, const SchoolClass* c,
                               const std::vector<auth::StaffMember>& managers) {
  const auto mail = managers_email(b, c);
  for (const auto& manager : managers) postman_.email(s, manager.email, mail.subject, mail.body);
  tell_parent(s, b, b, c, true);
}

Booking BookingsService::book(const json::object& body, const BookingOrigin& origin) {
  const auto snapshot = catalog_.snapshot();
  core::FieldReader fields(body);
  const core::Rule required{"required"};
  Booking b;
  b.kind = fields.text("kind", {required, {"max", 20}}).value_or("");
  if (!b.kind.empty() && kind_name(b.kind).empty()) {
    fields.fail("kind", "Недопустимое значение");
    b.kind.clear();
  }
  const auto school_code = fields.text("school", {required, {"max", 100}});
  const auto class_code = fields.text("class", {required, {"max", 100}});
  const School* school = school_code ? snapshot->school(*school_code) : nullptr;
  const SchoolClass* c =
      school && class_code ? snapshot->school_class(school->id, *class_code) : nullptr;
  if (school_code && class_code && !c) fields.fail("class", kClassGone);
  if (c && !b.kind.empty()) read_when(fields, *c, b);

  // The child: one of the parent's, or (a guest, or a parent who has not added it) by name.
  const auto child_id = fields.whole_number("child_id", 1, 1LL << 53, false);
  if (child_id) {
    const auto child =
        origin.user_id ? repository_.child(*origin.user_id, *child_id) : std::nullopt;
    if (!child) {
      fields.fail("child_id", kChildNotFound);
    } else {
      b.child_id = child->id;
      b.child_name = child->name;
      b.child_birth_date = child->birth_date;
    }
  } else {
    const auto child = read_child(fields, "child_name", "child_birth_date");
    b.child_name = child.name.value_or("");
    b.child_birth_date = child.birth_date.value_or("");
    if (fields.flag("consent") != true)
      fields.fail("consent", "Нужно согласие на обработку персональных данных ребёнка");
  }
  // The names go into the letter or SMS to the contact the form gave (core::is_person_name).
  b.contact_name = fields.text("name", {required, {"max", 100}, {"person_name"}}).value_or("");
  if (auto phone = fields.text("phone", {required, {"max", 40}, {"phone"}})) {
    if (auto normal = auth::normalize_phone(*phone))
      b.phone = *normal;
    else
      fields.fail("phone", "Некорректный номер телефона");
  }
  if (auto email = fields.text("email", {{"max", 254}, {"email"}}))
    b.email = auth::normalize_email(*email);
  b.comment = fields.text("comment", {{"max", static_cast<std::int64_t>(kMaxComment)}},
                          core::FieldReader::Lines::many);
  // The ages, once the child and the date are known.
  if (c && !b.child_birth_date.empty() && !b.lesson_date.empty()) {
    if (auto problem = age_problem(b.child_birth_date, b.lesson_date, c->age_min, c->age_max))
      fields.fail(child_id ? "child_id" : "child_birth_date", std::move(*problem));
  }
  fields.finish();

  limits_.hit("bravo-booking", origin.client_ip, kPerAddressHour, std::chrono::hours(1),
              "Слишком много заявок с вашего адреса. Попробуйте через час.");
  b.class_id = c->id;
  b.class_code = c->code;
  b.class_name = c->name;
  b.school_code = school->code;
  b.school_name = school->name;
  b.user_id = origin.user_id;
  b.area = origin.area;
  b.created_at = b.updated_at = db::now_utc();
  set_price(b, *c);
  // An account's booking holds its place at once; a guest's once the code sent is entered.
  std::optional<std::string> code, code_hash;
  if (origin.user_id) {
    b.verified_at = b.created_at;
  } else {
    code = auth::new_login_code();
    code_hash = auth::sha256_hex(auth::normalize_code(*code));
  }
  const auto managers = auth::staff_of_section(repository_.database(), kBookingsSection);
  {
    db::Work s(repository_.database());
    if (code) refuse_too_many_unverified(s, b);
    take_place(s, b, *c);  // a guest learns now that the lesson is full, not after the code
    b.id = BookingsRepository::insert(s, b, code_hash);
    if (code)
      send_code(s, b, c, *code);
    else
      announce(s, b, c, managers);
    s.commit();
  }
  return b;
}

Booking BookingsService::verify(long long id, const json::object& body,
                                const std::string& client_ip) {
  core::FieldReader fields(body);
  const auto code = fields.text("code", {{"required"}, {"max", 20}});
  fields.finish();
  limits_.hit("bravo-verify", client_ip, kVerifyPerAddressHour, std::chrono::hours(1),
              "Слишком много попыток ввести код. Попробуйте через час.");
  const auto snapshot = catalog_.snapshot();
  const Booking found = get(id);
  const SchoolClass* c = class_of(*snapshot, found);
  const auto managers = auth::staff_of_section(repository_.database(), kBookingsSection);
  db::Work s(repository_.database());
  BookingsRepository::lock_class(s, found.class_id);
  auto b = BookingsRepository::find(s, id);
  if (!b) core::throw_not_found(kBookingNotFound);
  if (b->verified_at) return *b;  // entered twice, or confirmed by a manager meanwhile
  if (b->status == "cancelled" || !c) core::throw_invalid({{"code", {kCodeDead}}});
  const auto waiting = BookingsRepository::verification(s, id);
  const auto created = core::parse_utc(b->created_at);
  if (!waiting.code_hash || waiting.attempts >= kCodeAttempts || !created ||
      *created + kCodeLifetime < core::system_now()) {
    core::throw_invalid({{"code", {kCodeDead}}});
  }
  if (!auth::equal_constant_time(auth::sha256_hex(auth::normalize_code(*code)),
                                 *waiting.code_hash)) {
    BookingsRepository::count_wrong_code(s, id);
    s.commit();
    core::throw_invalid({{"code", {"Неверный код: проверьте его и введите ещё раз"}}});
  }
  const Booking before = *b;
  b->verified_at = b->updated_at = db::now_utc();
  take_place(s, *b, *c);
  BookingsRepository::update(s, *b);
  announce(s, *b, c, managers);
  audit_.record_change(s, b->user_id, "bravo_booking", b->id, "verify", to_json(before),
                       to_json(*b));
  s.commit();
  return *b;
}

void BookingsService::tell_parent(db::Work& s, const Booking& before, const Booking& after,
                                  const SchoolClass* c, bool is_new) {
  const auto news = parent_news(before, after, is_new);
  if (after.email) {
    postman_.email(
        s, *after.email, core::concat("«Браво»: ", news.subject),
        core::concat("Здравствуйте, ", after.contact_name, "!\n\n", news.subject, ".\n\n",
                     details_text(after, c), "\n", news.text, "\n\nТеатр-студия «Браво»\n"));
  } else if (BookingsRepository::phone_of_account(s, after.phone)) {
    // An SMS goes only to a number a registered account holds: a guest's form could name
    // anyone's number. A guest without an email hears from a manager.
    postman_.sms(s, after.phone,
                 core::concat("Браво: ", news.subject, ". ", kind_name(after.kind), ", ",
                              after.class_name, ", ", when_text(after, c), "."));
  }
}

Booking BookingsService::get(long long id) {
  auto b = repository_.find(id);
  if (!b) core::throw_not_found(kBookingNotFound);
  return std::move(*b);
}

Booking BookingsService::edit(long long id, const json::object& body, long long actor_id) {
  const auto snapshot = catalog_.snapshot();
  core::FieldReader fields(body);
  const auto status = fields.text("status", {{"max", 20}});
  if (status && booking_status_name(*status).empty())
    fields.fail("status", "Недопустимое значение");
  std::optional<std::optional<std::string>> note;
  if (body.contains("manager_note")) {
    note = fields.text("manager_note", {{"max", static_cast<std::int64_t>(kMaxComment)}},
                       core::FieldReader::Lines::many);
  }
  const bool moves = body.contains("date") || body.contains("slot_id") || body.contains("time");
  Booking before = get(id);
  Booking after = before;
  const SchoolClass* c = class_of(*snapshot, before);
  if (moves) {
    if (!c)
      fields.fail("date", "Занятие снято с расписания: перенести запись нельзя");
    else
      read_when(fields, *c, after);
    if (c && !after.lesson_date.empty()) {
      if (auto problem =
              age_problem(after.child_birth_date, after.lesson_date, c->age_min, c->age_max))
        fields.fail("date", std::move(*problem));
    }
  }
  if (status && *status != before.status && !may_move_to(before.status, *status)) {
    fields.fail("status", core::concat("Нельзя перевести запись из статуса «",
                                       booking_status_name(before.status), "» в «",
                                       booking_status_name(*status), "»"));
  }
  if (moves && (status.value_or(before.status) == "cancelled"))
    fields.fail("date", "Отменённую запись не переносят");
  // A manager confirming a guest's booking vouches for its contact: it takes its place now.
  const bool takes_place = !before.verified_at && status == "confirmed";
  if (takes_place && !c)
    fields.fail("status", "Занятие снято с расписания: подтвердить запись нельзя");
  fields.finish();

  if (status) after.status = *status;
  if (note) after.manager_note = *note;
  const bool moved = after.lesson_date != before.lesson_date || after.slot_id != before.slot_id ||
                     after.start_minute != before.start_minute;
  if (moved) set_price(after, *c);
  // Saved again as it is (a second click, a second manager after the first): nothing to write,
  // audit or tell.
  if (to_json(after) == to_json(before)) return before;
  after.updated_at = db::now_utc();
  if (takes_place) after.verified_at = after.updated_at;
  {
    db::Work s(repository_.database());
    refuse_if_changed(s, before);
    // A move or a confirmation takes a place (under the class's lock); anything else only writes.
    if (moved || takes_place) take_place(s, after, *c);
    BookingsRepository::update(s, after);
    if (moved || after.status != before.status) tell_parent(s, before, after, c, false);
    audit_.record_change(s, actor_id, "bravo_booking", after.id, "edit", to_json(before),
                         to_json(after));
    s.commit();
  }
  return after;
}

std::vector<audit::Entry> BookingsService::history(long long id) {
  get(id);
  return audit_.of("bravo_booking", id);
}

// ---- the parent's account

Child BookingsService::add_child(long long user_id, const json::object& body) {
  core::FieldReader fields(body);
  const auto child = read_child(fields, "name", "birth_date");
  const auto notes = fields.text("notes", {{"max", static_cast<std::int64_t>(kMaxComment)}},
                                 core::FieldReader::Lines::many);
  if (fields.flag("consent") != true)
    fields.fail("consent", "Нужно согласие на обработку персональных данных ребёнка");
  fields.finish();
  if (repository_.children_of(user_id).size() >= static_cast<std::size_t>(kMaxChildren)) {
    throw core::ApiError(
        core::ErrorKind::conflict,
        core::concat("В аккаунте может быть не больше ", std::to_string(kMaxChildren), " детей"));
  }
  Child c;
  c.user_id = user_id;
  c.name = *child.name;
  c.birth_date = *child.birth_date;
  c.notes = notes;
  c.consent_at = c.created_at = c.updated_at = db::now_utc();
  c.id = repository_.insert_child(c);
  return c;
}

Child BookingsService::edit_child(long long user_id, long long id, const json::object& body) {
  auto found = repository_.child(user_id, id);
  if (!found) core::throw_not_found(kChildNotFound);
  core::FieldReader fields(body);
  const auto child = read_child(fields, "name", "birth_date");
  const auto notes = fields.text("notes", {{"max", static_cast<std::int64_t>(kMaxComment)}},
                                 core::FieldReader::Lines::many);
  fields.finish();
  found->name = *child.name;
  found->birth_date = *child.birth_date;
  found->notes = notes;
  found->updated_at = db::now_utc();
  repository_.update_child(*found);
  return *found;
}

void BookingsService::remove_child(long long user_id, long long id) {
  if (!repository_.child(user_id, id)) core::throw_not_found(kChildNotFound);
  db::Work s(repository_.database());
  if (BookingsRepository::upcoming_of_child(s, id, catalog::today_utc()) > 0) {
    throw core::ApiError(core::ErrorKind::conflict,
                         "У ребёнка есть предстоящие записи: сначала отмените их");
  }
  BookingsRepository::delete_child(s, id);
  s.commit();
}

Booking BookingsService::cancel_own(long long user_id, long long id) {
  auto found = repository_.find(id);
  if (!found || found->user_id != user_id) core::throw_not_found(kBookingNotFound);
  Booking before = *found, after = *found;
  if (before.status == "cancelled") return before;
  if (before.lesson_date <= catalog::today_utc())
    core::throw_invalid({{"status", {"Занятие уже прошло или идёт сегодня: позвоните нам"}}});
  after.status = "cancelled";
  after.updated_at = db::now_utc();
  const auto snapshot = catalog_.snapshot();
  const SchoolClass* c = class_of(*snapshot, after);
  {
    db::Work s(repository_.database());
    refuse_if_changed(s, before);
    BookingsRepository::update(s, after);
    tell_parent(s, before, after, c, false);
    audit_.record_change(s, user_id, "bravo_booking", after.id, "cancel", to_json(before),
                         to_json(after));
    s.commit();
  }
  return after;
}

void BookingsService::link_phone(long long user_id, const std::string& phone) {
  repository_.link_phone(user_id, phone);
}

}  // namespace platform::bravo
