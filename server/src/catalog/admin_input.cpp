#include "catalog/admin_input.hpp"

#include <boost/json.hpp>
#include <cmath>
#include <cstdio>
#include <limits>

#include "catalog/dates.hpp"
#include "catalog/seed.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/utf8.hpp"
#include "core/validation.hpp"
#include "people/draft.hpp"
#include "people/video.hpp"

namespace platform::catalog {
namespace json = boost::json;

std::optional<std::string> check_slug(std::string_view v) {
  if (v.empty() || v.size() > 100) return "Должно быть от 1 до 100 символов";
  for (const char c : v) {
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) {
      return "Допустимы строчные латинские буквы, цифры и дефис";
    }
  }
  if (v.front() == '-' || v.back() == '-') return "Не может начинаться или заканчиваться дефисом";
  return std::nullopt;
}

namespace {

// The most ids a many-to-many list takes (a class's teachers, an event's tags).
constexpr std::size_t kMaxRelationIds = 200;

// A project page's sections: a list of {heading, text}, both required, text at most max_text
// characters. Answers the JSON to store; reports the first problem through fail.
template <typename Fail>
std::string read_sections(const json::value& v, std::size_t max_text, Fail fail) {
  constexpr const char* kShape = "Должно быть списком разделов с заголовком и текстом";
  json::array sections;
  if (!v.is_array()) {
    fail(kShape);
    return "[]";
  }
  for (const auto& item : v.get_array()) {
    const auto* o = item.if_object();
    const auto* heading = o ? o->if_contains("heading") : nullptr;
    const auto* text = o ? o->if_contains("text") : nullptr;
    if (!heading || !text || !heading->is_string() || !text->is_string()) {
      fail(kShape);
      break;
    }
    const auto blank = [](const json::string& s) {
      return s.find_first_not_of(" \t\r\n") == json::string::npos;
    };
    if (blank(heading->get_string()) || blank(text->get_string())) {
      fail("У каждого раздела должны быть заголовок и текст");
      break;
    }
    if (heading->get_string().size() > 200) {
      fail("Заголовок раздела не должен превышать 200 символов");
      break;
    }
    if (text->get_string().size() > max_text) {
      fail("Текст раздела не должен превышать " + std::to_string(max_text) + " символов");
      break;
    }
    sections.push_back(
        json::object{{"heading", heading->get_string()}, {"text", text->get_string()}});
  }
  return json::serialize(sections);
}

}  // namespace

// Reads and validates a body against the entity's fields; throws one 422 with every message.
Input read_input(AdminRepository& repository, AdminRepository::Transaction& tx, const Entity& e,
                 const json::object& body, long long own_id) {
  core::FieldErrors errors;
  const auto fail = [&errors](const std::string& field, std::string message) {
    auto& l = errors[field];
    if (l.empty()) l.push_back(std::move(message));
  };
  Input in;
  for (const auto& f : e.fields) {
    const json::value* v = body.if_contains(f.name);
    FieldValue out;
    const bool empty =
        !v || v->is_null() ||
        (v->is_string() && v->get_string().find_first_not_of(" \t\r\n") == json::string::npos);
    if (empty) {
      if (f.kind == FieldKind::flag || f.name == "sort")
        out = "0";
      else if (is_list(f.kind) && !f.required)
        out = "[]";
      else if (f.required)
        fail(f.name, core::kRequiredMessage);
      in.values.push_back(out);
      continue;
    }
    switch (f.kind) {
      case FieldKind::slug:
      case FieldKind::text:
      case FieldKind::picture:
      case FieldKind::colour:
      case FieldKind::host:
      case FieldKind::date:
      case FieldKind::time:
      case FieldKind::moment:
      case FieldKind::minutes:
      case FieldKind::choice: {
        if (!v->is_string()) {
          fail(f.name, "Должно быть строкой");
          break;
        }
        std::string text(v->get_string());
        const auto trim_end = text.find_last_not_of(" \t\r\n");
        text = text.substr(text.find_first_not_of(" \t\r\n"),
                           trim_end - text.find_first_not_of(" \t\r\n") + 1);
        if (const auto m = f.max == 0 ? std::nullopt
                                      : core::check_rule("max", static_cast<std::int64_t>(f.max),
                                                         json::value(text))) {
          fail(f.name, *m);
        } else if (core::has_forbidden_characters(text, f.multiline)) {
          fail(f.name, core::kForbiddenCharactersMessage);
        } else if (f.kind == FieldKind::slug) {
          if (const auto m2 = check_slug(text)) {
            fail(f.name, *m2);
          } else if (("|" + f.reserved + "|").find("|" + text + "|") != std::string::npos) {
            fail(f.name, "Этот адрес занят страницей сайта");
          }
        } else if (f.kind == FieldKind::picture && core::picture_problem(text)) {
          fail(f.name, *core::picture_problem(text));
        } else if (f.kind == FieldKind::host && !core::is_host_name(text)) {
          fail(f.name, "Укажите имя сервера без https:// и пути, например cdn.envybox.io");
        } else if (f.kind == FieldKind::colour && !is_colour(text)) {
          fail(f.name, "Цвет задаётся 3 или 6 шестнадцатеричными цифрами: #RGB или #RRGGBB");
        } else if (f.kind == FieldKind::date && !is_date(text)) {
          fail(f.name, "Дата должна быть в формате ГГГГ-ММ-ДД");
        } else if ((f.kind == FieldKind::time || f.kind == FieldKind::minutes) &&
                   !minute_of_day(text)) {
          fail(f.name, "Время должно быть в формате ЧЧ:ММ");
        } else if (f.kind == FieldKind::moment &&
                   (text.size() != 16 || text[10] != 'T' || !is_date(text.substr(0, 10)) ||
                    !minute_of_day(text.substr(11)))) {
          fail(f.name, "Дата и время должны быть в формате ГГГГ-ММ-ДДTЧЧ:ММ");
        } else if (f.kind == FieldKind::choice &&
                   ("|" + f.ref + "|").find("|" + text + "|") == std::string::npos) {
          fail(f.name, "Недопустимое значение");
        }
        // A time kept as minutes is stored as the number ("17:30" as 1050).
        const auto minute = f.kind == FieldKind::minutes ? minute_of_day(text) : std::nullopt;
        out = minute ? std::to_string(*minute) : text;
        break;
      }
      case FieldKind::integer:
      case FieldKind::ref: {
        if (!v->is_int64() && !v->is_uint64()) {
          fail(f.name, "Должно быть целым числом");
          break;
        }
        // A reference is any positive id; a whole number lies in the field's range.
        const long long lowest = f.kind == FieldKind::ref ? 1 : f.lowest;
        const long long highest =
            f.kind == FieldKind::ref ? std::numeric_limits<long long>::max() : f.highest;
        const bool above = v->is_uint64() ? v->get_uint64() > static_cast<std::uint64_t>(highest)
                                          : v->get_int64() > highest;
        const long long n = above ? highest : v->to_number<long long>();
        if (f.kind == FieldKind::ref && n <= 0) {
          fail(f.name, "Должно быть больше или равно 0");
          break;
        }
        if (n < lowest || above) {
          fail(f.name, highest == kMaxInteger && !above
                           ? core::concat("Должно быть больше или равно ", std::to_string(lowest))
                           : core::concat("Должно быть от ", std::to_string(lowest), " до ",
                                          std::to_string(highest)));
          break;
        }
        if (f.kind == FieldKind::ref && !repository.exists(tx, f.ref, n)) {
          fail(f.name, "Запись не найдена");
        }
        out = std::to_string(n);
        break;
      }
      case FieldKind::number: {
        if (!v->is_number()) {
          fail(f.name, "Должно быть числом");
          break;
        }
        const double d = v->to_number<double>();
        if (!std::isfinite(d) || (f.max > 0 && std::fabs(d) > static_cast<double>(f.max))) {
          const auto bound = std::to_string(f.max);
          fail(f.name, core::concat("Должно быть от -", bound, " до ", bound));
          break;
        }
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.7f", d);
        out = buf;
        break;
      }
      case FieldKind::flag:
        if (!v->is_bool()) {
          fail(f.name, "Должно быть логическим значением");
          break;
        }
        out = v->get_bool() ? "1" : "0";
        break;
      case FieldKind::strings:
      case FieldKind::pictures:
      case FieldKind::videos: {
        if (!v->is_array()) {
          fail(f.name, "Должно быть списком строк");
          break;
        }
        if (f.items > 0 && v->get_array().size() > f.items) {
          fail(f.name, core::concat("Не больше ", std::to_string(f.items), " в списке"));
          break;
        }
        json::array list;
        for (const auto& item : v->get_array()) {
          if (!item.is_string()) {
            fail(f.name, "Должно быть списком строк");
            break;
          }
          if (item.get_string().size() > f.max) {
            fail(f.name, "Не должно превышать " + std::to_string(f.max) + " символов");
            break;
          }
          if (item.get_string().empty()) continue;
          const std::string_view text = item.get_string();
          auto problem = f.kind == FieldKind::pictures ? core::picture_problem(text)
                         : f.kind == FieldKind::videos ? people::video_link_problem(text)
                                                       : std::nullopt;
          if (!problem && core::has_forbidden_characters(text, false))
            problem = core::kForbiddenCharactersMessage;
          if (problem) {
            fail(f.name, std::move(*problem));
            break;
          }
          list.push_back(item);
        }
        if (f.required && list.empty()) fail(f.name, core::kRequiredMessage);
        out = json::serialize(list);
        break;
      }
      case FieldKind::sections:
        out = read_sections(*v, f.max, [&](std::string m) { fail(f.name, std::move(m)); });
        break;
    }
    in.values.push_back(out);
  }
  // Unique values, once every field is read (a code may be unique within the school chosen after
  // it).
  for (std::size_t i = 0; i < e.fields.size(); ++i) {
    const auto& f = e.fields[i];
    if (!f.unique || !in.values[i] || errors.count(f.name)) continue;
    std::optional<std::pair<std::string, std::string>> within;
    if (!f.unique_within.empty()) {
      const auto* scope = e.field(f.unique_within);
      const auto& scope_value = in.values[static_cast<std::size_t>(scope - e.fields.data())];
      if (!scope_value || errors.count(scope->name)) continue;
      within.emplace(scope->column, *scope_value);
    }
    if (repository.taken(tx, e, f, *in.values[i], own_id, within)) {
      fail(f.name, "Такое значение уже занято");
    }
  }
  for (const auto& rel : e.relations) {
    std::vector<long long> ids;
    const json::value* v = body.if_contains(rel.name);
    if (v && v->is_array() && v->get_array().size() > kMaxRelationIds) {
      fail(rel.name, core::concat("Не больше ", std::to_string(kMaxRelationIds), " записей"));
    } else if (v && v->is_array()) {
      for (const auto& item : v->get_array()) {
        if (!item.is_int64() || item.get_int64() <= 0 ||
            !repository.exists(tx, rel.ref, item.get_int64())) {
          fail(rel.name, "Запись не найдена");
          break;
        }
        if (std::find(ids.begin(), ids.end(), item.get_int64()) == ids.end())
          ids.push_back(item.get_int64());
      }
    } else if (v && !v->is_null()) {
      fail(rel.name, "Должно быть списком");
    }
    in.relations.push_back(std::move(ids));
  }
  // Rules across fields.
  const auto value_of = [&](const std::string& name) -> FieldValue {
    for (std::size_t i = 0; i < e.fields.size(); ++i)
      if (e.fields[i].name == name) return in.values[i];
    return std::nullopt;
  };
  for (const auto& order : e.in_order) {
    const auto* earlier = e.field(order.earlier);
    const auto* later = e.field(order.later);
    const auto first = value_of(order.earlier), second = value_of(order.later);
    if (!first || !second || errors.count(order.earlier) || errors.count(order.later)) continue;
    // Dates and "HH:MM" texts compare as text; numbers (minutes too) as numbers.
    const bool text = earlier->kind == FieldKind::date || earlier->kind == FieldKind::time ||
                      earlier->kind == FieldKind::moment;
    const int cmp = text ? first->compare(*second)
                         : (std::stoll(*first) < std::stoll(*second)   ? -1
                            : std::stoll(*first) > std::stoll(*second) ? 1
                                                                       : 0);
    if (cmp > 0 || (order.strict && cmp == 0)) fail(later->name, order.message);
  }
  if (e.table == "events") {
    const auto start = value_of("date_start"), end = value_of("date_end");
    if (start && end && !errors.count("date_end") && *end < *start) {
      fail("date_end", "Дата окончания не может быть раньше даты начала");
    }
    const auto total = value_of("place_count"), left = value_of("places_left");
    if (total && left && !errors.count("places_left") && std::stoll(*left) > std::stoll(*total)) {
      fail("places_left", "Свободных мест не может быть больше, чем мест всего");
    }
  }
  if (e.table == "events" && own_id > 0) {
    const auto type = value_of("type");
    if (type && *type != "final" && !errors.count("type") &&
        repository.has_requirements(tx, own_id)) {
      fail("type", "У финала заданы требования к участию: удалите их, прежде чем менять тип");
    }
  }
  if (e.table == "event_requirements") {
    const auto event = value_of("event_id"), project = value_of("project_id"),
               count = value_of("count");
    if (count && !errors.count("count") && std::stoll(*count) < 1)
      fail("count", "Должно быть больше или равно 1");
    if (event && !errors.count("event_id")) {
      const auto type = repository.event_type(tx, std::stoll(*event));
      if (type && *type != "final") fail("event_id", "Требования задаются только для финалов");
    }
    if (event && project && !errors.count("event_id") && !errors.count("project_id") &&
        repository.requirement_exists(tx, std::stoll(*event), std::stoll(*project), own_id)) {
      fail("project_id", "Требование к этому проекту уже задано");
    }
  }
  if (e.table == "event_programs") {
    if (const auto day = value_of("day"); day && std::stoll(*day) < 1)
      fail("day", "Должно быть больше или равно 1");
  }
  // A minor is published only with a guardian's name and the consent's date (decision 0044).
  if (e.table == "participants") {
    const auto published = value_of("published"), minor = value_of("minor");
    if (published == "1" && minor == "1" &&
        (!value_of("guardian_name") || !value_of("guardian_consent_at")))
      fail("published", people::kMinorWithoutConsent);
    const auto kind = value_of("kind"), birth = value_of("birth_date");
    if (birth && kind && *kind != "soloist" && !errors.count("birth_date"))
      fail("birth_date", "Дата рождения указывается только для солиста");
  }
  if (e.table == "age_categories") {
    const auto mn = value_of("min_age"), mx = value_of("max_age");
    if (mn && mx && std::stoll(*mx) < std::stoll(*mn))
      fail("max_age", "Не может быть меньше минимального возраста");
  }
  if (!errors.empty()) core::throw_invalid(std::move(errors));
  return in;
}

}  // namespace platform::catalog
