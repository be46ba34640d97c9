#include "arenda/service.hpp"

#include <boost/json.hpp>

#include "arenda/model.hpp"
#include "auth/contact.hpp"
#include "auth/staff.hpp"
#include "cache/versions.hpp"
#include "catalog/dates.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"
#include "core/formats.hpp"
#include "core/json_input.hpp"
#include "core/json_null.hpp"
#include "core/validation.hpp"
#include "db/database.hpp"
#include "db/work.hpp"
#include "mail/templates.hpp"

namespace platform::arenda {
namespace json = boost::json;

namespace {

constexpr const char* kHallNotFound = "Зал не найден";
constexpr std::size_t kMaxMessage = 2000;

std::string hour_text(int hour) {
  return core::concat(hour < 10 ? "0" : "", std::to_string(hour), ":00");
}

// "12 декабря 2026, 10:00–14:00"
std::string when_text(const Rental& r) {
  return core::concat(catalog::day_in_words(r.day), ", ", hour_text(r.start_hour), "–",
                      hour_text(r.end_hour));
}

struct Asked {
  Rental rental;
  std::string hall_code;
};

// The visitor's fields by their rules (spec section 5's messages, length before pattern).
Asked read_request(const json::object& body) {
  core::FieldReader fields(body);
  const core::Rule required{"required"};
  Asked asked;
  Rental& r = asked.rental;
  asked.hall_code = fields.text("hall", {required, {"max", 100}}).value_or("");
  const auto day = fields.text("day", {required, {"max", 10}});
  if (day && !catalog::is_date(*day)) {
    fields.fail("day", "Дата должна быть в формате ГГГГ-ММ-ДД");
  } else if (day) {
    const auto today = catalog::today_utc();
    if (*day < today) fields.fail("day", "Эта дата уже прошла");
    if (*day > catalog::add_days(today, ArendaService::kDaysAhead))
      fields.fail("day", "Аренду принимаем не больше чем на два года вперёд");
    r.day = *day;
  }
  const auto start = fields.whole_number("start_hour", 0, 23, true);
  const auto end = fields.whole_number("end_hour", 1, 24, true);
  if (start && end && *end <= *start) fields.fail("end_hour", "Окончание должно быть позже начала");
  r.start_hour = static_cast<int>(start.value_or(0));
  r.end_hour = static_cast<int>(end.value_or(0));
  r.name = fields.text("name", {required, {"max", 100}}).value_or("");
  if (auto phone = fields.text("phone", {required, {"max", 40}, {"phone"}})) {
    if (auto normal = auth::normalize_phone(*phone))
      r.phone = *normal;
    else
      fields.fail("phone", "Некорректный номер телефона");
  }
  if (auto email = fields.text("email", {required, {"max", 254}, {"email"}}))
    r.email = auth::normalize_email(*email);
  r.organization = fields.text("organization", {{"max", 200}});
  r.purpose = fields.text("purpose", {required, {"max", 200}}).value_or("");
  r.guests = fields.whole_number("guests", 1, 100000, false);
  r.message = fields.text("message", {{"max", static_cast<std::int64_t>(kMaxMessage)}},
                          core::FieldReader::Lines::many);
  if (fields.flag("consent") != true)
    fields.fail("consent", "Нужно согласие на обработку персональных данных");
  fields.finish();
  return asked;
}

std::string details_text(const Rental& r) {
  std::string out =
      core::concat("Зал: ", r.hall_name, " (", r.venue_name, ")\nКогда: ", when_text(r),
                   "\nЧто планируется: ", r.purpose, "\n");
  if (r.guests) out += core::concat("Гостей: ", std::to_string(*r.guests), "\n");
  out += core::concat("Стоимость по тарифу зала: ", core::rubles(r.price), "\n");
  return out;
}

mail::Email managers_email(const Rental& r) {
  std::string body =
      core::concat("Новая заявка на аренду № ", std::to_string(r.id), "\n\n", details_text(r),
                   "\nИмя: ", r.name, "\nТелефон: ", r.phone, "\nПочта: ", r.email, "\n");
  if (r.organization) body += core::concat("Организация: ", *r.organization, "\n");
  if (r.message) body += core::concat("\n", *r.message, "\n");
  body += "\nЗаявка ждёт в разделе «Аренда» админки.\n";
  return {core::concat("Аренда: ", r.hall_name, ", ", when_text(r)), body};
}

mail::Email applicant_email(const Rental& r) {
  return {core::concat("Заявка на аренду получена: ", r.hall_name),
          core::concat("Здравствуйте, ", r.name, "!\n\nМы получили вашу заявку на аренду № ",
                       std::to_string(r.id), ".\n\n", details_text(r),
                       "\nМенеджер площадки проверит расписание зала и позвонит вам в течение "
                       "рабочего дня. Время за вами закрепляется, когда менеджер подтвердит "
                       "аренду: об этом придёт отдельное письмо.\n\nЕсли заявку отправили не вы, "
                       "просто не отвечайте на это письмо.\n")};
}

mail::Email status_email(const Rental& r) {
  std::string text;
  if (r.status == "confirmed")
    text =
        "Аренда подтверждена: время в зале закреплено за вами. Договор и счёт менеджер "
        "пришлёт отдельно.";
  else if (r.status == "declined")
    text =
        "К сожалению, мы не можем принять эту заявку. Менеджер расскажет о причине и "
        "предложит другое время или зал.";
  else
    text = "Аренда отменена. Если это неожиданно для вас, ответьте на это письмо.";
  std::string body =
      core::concat("Здравствуйте, ", r.name, "!\n\nЗаявка на аренду № ", std::to_string(r.id), ": ",
                   status_name(r.status), ".\n\n", details_text(r), "\n", text, "\n");
  if (r.manager_note && r.status != "confirmed") body += core::concat("\n", *r.manager_note, "\n");
  return {core::concat("Аренда № ", std::to_string(r.id), ": ", status_name(r.status)), body};
}

}  // namespace

std::optional<std::pair<std::string, std::string>> month_days(std::string_view month) {
  if (month.size() != 7 || month[4] != '-') return std::nullopt;
  const std::string first = core::concat(month, "-01");
  if (!catalog::is_date(first)) return std::nullopt;
  // The last day: the first of the next month, one day back.
  const std::string next = catalog::add_days(first, 31).substr(0, 7) + "-01";
  return std::pair{first, catalog::add_days(next, -1)};
}

json::object to_json(const HallCard& h) {
  return {
      {"id", h.id},
      {"code", h.code},
      {"name", h.name},
      {"capacity", h.capacity},
      {"area", core::or_null(h.area)},
      {"price_hour", h.price_hour},
      {"price_day", core::or_null(h.price_day)},
      {"photo", core::or_null(h.photo)},
      {"venue", json::object{{"code", h.venue_code},
                             {"name", h.venue_name},
                             {"city", json::object{{"slug", h.city_slug}, {"name", h.city_name}}},
                             {"address", h.address}}}};
}

json::object to_json(const Hall& h) {
  auto out = to_json(h.card);
  json::array equipment;
  for (const auto& item : h.equipment) equipment.emplace_back(item);
  out["equipment"] = std::move(equipment);
  out["description"] = core::or_null(h.description);
  return out;
}

json::object to_json(const Rental& r) {
  return {
      {"id", r.id},
      {"hall_id", r.hall_id},
      {"hall", json::object{{"code", r.hall_code}, {"name", r.hall_name}, {"venue", r.venue_name}}},
      {"day", r.day},
      {"start_hour", r.start_hour},
      {"end_hour", r.end_hour},
      {"status", r.status},
      {"name", r.name},
      {"phone", r.phone},
      {"email", r.email},
      {"organization", core::or_null(r.organization)},
      {"purpose", r.purpose},
      {"guests", core::or_null(r.guests)},
      {"message", core::or_null(r.message)},
      {"price", r.price},
      {"manager_note", core::or_null(r.manager_note)},
      {"area", r.area},
      {"created_at", r.created_at},
      {"updated_at", r.updated_at}};
}

Venue ArendaService::venue(const std::string& code) {
  auto v = repository_.venue(code);
  if (!v) core::throw_not_found("Площадка не найдена");
  return std::move(*v);
}

std::vector<Busy> ArendaService::busy(const std::string& hall_code, const std::string& month) {
  const auto hall = repository_.hall(hall_code);
  if (!hall) core::throw_not_found(kHallNotFound);
  const auto days = month_days(month);
  if (!days) core::throw_invalid({{"month", {"Месяц задаётся как ГГГГ-ММ"}}});
  return repository_.busy(hall->card.id, days->first, days->second);
}

Rental ArendaService::request(const json::object& body, const Origin& origin) {
  auto [r, hall_code] = read_request(body);
  const auto hall = repository_.hall(hall_code);
  if (!hall) core::throw_invalid({{"hall", {kHallNotFound}}});
  if (r.guests && *r.guests > hall->card.capacity) {
    core::throw_invalid({{"guests",
                          {core::concat("В зале помещается до ",
                                        std::to_string(hall->card.capacity), " человек")}}});
  }
  limits_.hit("rental", origin.client_ip, kPerAddressHour, std::chrono::hours(1),
              "Слишком много заявок с вашего адреса. Попробуйте через час.");
  r.hall_id = hall->card.id;
  r.hall_code = hall->card.code;
  r.hall_name = hall->card.name;
  r.venue_name = hall->card.venue_name;
  r.price = price_of(hall->card.price_hour, hall->card.price_day, r.end_hour - r.start_hour);
  r.area = origin.area;
  r.user_id = origin.user_id;
  r.created_at = r.updated_at = db::now_utc();
  const auto managers = auth::staff_of_section(repository_.database(), kRentalsSection);
  {
    db::Work s(repository_.database());
    if (const auto taken =
            ArendaRepository::overlapping(s, r.hall_id, r.day, r.start_hour, r.end_hour)) {
      core::throw_invalid(
          {{"start_hour",
            {core::concat("Зал занят в это время: с ", hour_text(taken->start_hour), " до ",
                          hour_text(taken->end_hour), " уже идёт другое мероприятие")}}});
    }
    r.id = ArendaRepository::insert(s, r);
    const auto mail = managers_email(r);
    for (const auto& manager : managers) postman_.email(s, manager.email, mail.subject, mail.body);
    const auto copy = applicant_email(r);
    postman_.email(s, r.email, copy.subject, copy.body);
    s.commit();
  }
  return r;
}

Rental ArendaService::get(long long id) {
  auto r = repository_.find(id);
  if (!r) core::throw_not_found(kRentalNotFound);
  return std::move(*r);
}

Rental ArendaService::edit(long long id, const json::object& body, long long actor_id) {
  core::FieldReader fields(body);
  const auto status = fields.text("status", {{"max", 20}});
  if (status && status_name(*status).empty()) fields.fail("status", "Недопустимое значение");
  std::optional<std::optional<std::string>> note;
  if (body.contains("manager_note")) {
    note = fields.text("manager_note", {{"max", static_cast<std::int64_t>(kMaxMessage)}},
                       core::FieldReader::Lines::many);
  }
  fields.finish();

  Rental before, after;
  {
    db::Work s(repository_.database());
    auto found = ArendaRepository::find(s, id);
    if (!found) core::throw_not_found(kRentalNotFound);
    before = after = *found;
    if (status && *status != before.status) {
      if (!may_move(before.status, *status)) {
        core::throw_invalid(
            {{"status",
              {core::concat("Нельзя перевести заявку из статуса «", status_name(before.status),
                            "» в «", status_name(*status), "»")}}});
      }
      if (*status == "confirmed") {
        // One confirmation of the hall at a time; the check sees every one committed before.
        ArendaRepository::lock_hall(s, before.hall_id);
        if (const auto taken = ArendaRepository::overlapping(
                s, before.hall_id, before.day, before.start_hour, before.end_hour, before.id)) {
          throw core::ApiError(
              core::ErrorKind::conflict,
              core::concat("Зал уже занят: подтверждена аренда № ", std::to_string(taken->id),
                           " с ", hour_text(taken->start_hour), " до ",
                           hour_text(taken->end_hour)));
        }
      }
      after.status = *status;
    }
    if (note) after.manager_note = *note;
    after.updated_at = db::now_utc();
    ArendaRepository::update(s, after);
    if (after.status != before.status) {
      const auto mail = status_email(after);
      postman_.email(s, after.email, mail.subject, mail.body);
    }
    // A confirmation or a cancellation changes the halls free on a day and a venue's busy days:
    // the kept pages and answers that show free places go (decision 0040); a note is on none.
    if (after.status != before.status)
      s.changed(cache::Domain::places);
    else
      s.unseen("hall_rentals");
    audit_.record_change(s, actor_id, "rental", after.id, "edit", to_json(before), to_json(after));
    s.commit();
  }
  return after;
}

std::vector<audit::Entry> ArendaService::history(long long id) {
  get(id);
  return audit_.of("rental", id);
}

std::vector<Rental> ArendaService::calendar(const std::string& month,
                                            std::optional<long long> hall_id) {
  const auto days = month_days(month);
  if (!days) core::throw_invalid({{"month", {"Месяц задаётся как ГГГГ-ММ"}}});
  return repository_.confirmed(days->first, days->second, hall_id);
}

}  // namespace platform::arenda
