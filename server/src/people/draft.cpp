#include "people/draft.hpp"

#include <algorithm>
#include <boost/json.hpp>

#include "catalog/dates.hpp"
#include "core/concat.hpp"
#include "core/utf8.hpp"
#include "core/validation.hpp"
#include "people/video.hpp"

namespace platform::people {
namespace json = boost::json;

namespace {

std::string trimmed(std::string_view text) {
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  const auto last = text.find_last_not_of(" \t\r\n");
  return std::string(text.substr(first, last - first + 1));
}

// Reads one field's values into the portfolio, keeping the first problem of each field.
class DataReader {
 public:
  DataReader(const json::object& in, core::FieldErrors& errors) : in_(in), errors_(errors) {}

  void fail(const std::string& field, std::string message) {
    auto& list = errors_[field];
    if (list.empty()) list.push_back(std::move(message));
  }

  // A text of at most max characters (checked first), trimmed; null when absent or blank.
  json::value text(const std::string& name, std::size_t max, bool multiline = false) {
    const json::value* v = in_.if_contains(name);
    if (!v || v->is_null()) return nullptr;
    if (!v->is_string()) {
      fail(name, "Должно быть строкой");
      return nullptr;
    }
    return checked_text(name, v->get_string(), max, multiline);
  }

  json::value checked_text(const std::string& name, std::string_view value, std::size_t max,
                           bool multiline) {
    if (core::utf8_length(value) > max) {
      fail(name, core::too_long_message(max));
      return nullptr;
    }
    if (core::has_forbidden_characters(value, multiline)) {
      fail(name, core::kForbiddenCharactersMessage);
      return nullptr;
    }
    auto text = trimmed(value);
    if (text.empty()) return nullptr;
    return json::value(text);
  }

  // A list of at most max_items texts of at most max_chars characters each (blank ones dropped);
  // `check` answers an item's problem after its length.
  template <typename Check>
  json::array texts(const std::string& name, std::size_t max_items, std::size_t max_chars,
                    const std::string& too_many, Check check) {
    json::array out;
    const json::value* v = in_.if_contains(name);
    if (!v || v->is_null()) return out;
    if (!v->is_array()) {
      fail(name, "Должно быть списком строк");
      return out;
    }
    if (v->get_array().size() > max_items) {
      fail(name, too_many);
      return out;
    }
    for (const auto& item : v->get_array()) {
      if (!item.is_string()) {
        fail(name, "Должно быть списком строк");
        return {};
      }
      auto text = checked_text(name, item.get_string(), max_chars, false);
      if (errors_.count(name)) return {};
      if (text.is_null()) continue;
      if (auto problem = check(std::string(text.get_string()))) {
        fail(name, std::move(*problem));
        return {};
      }
      if (std::find(out.begin(), out.end(), text) == out.end()) out.push_back(std::move(text));
    }
    return out;
  }

  // true, false, or false when absent.
  bool flag(const std::string& name) {
    const json::value* v = in_.if_contains(name);
    if (!v || v->is_null()) return false;
    if (!v->is_bool()) {
      fail(name, "Должно быть логическим значением");
      return false;
    }
    return v->get_bool();
  }

 private:
  const json::object& in_;
  core::FieldErrors& errors_;
};

std::optional<std::string> no_problem(const std::string&) {
  return std::nullopt;
}

}  // namespace

json::object empty_data(std::string_view kind) {
  json::object out{{"name", nullptr},         {"bio", nullptr},
                   {"city", nullptr},         {"creative_types", json::array()},
                   {"structure", nullptr},    {"photo", nullptr},
                   {"photos", json::array()}, {"videos", json::array()}};
  if (kind == "mentor") {
    out["position"] = nullptr;
    out["achievements"] = json::array();
  } else {
    out["kind"] = "soloist";
    out["minor"] = false;
    out["birth_date"] = nullptr;
    out["guardian_name"] = nullptr;
    out["guardian_consent"] = false;
  }
  return out;
}

json::object read_data(std::string_view kind, const json::value& data, const Lookups& lookups,
                       const std::string& today, core::FieldErrors& errors) {
  json::object out = empty_data(kind);
  const auto* in = data.if_object();
  if (!in) {
    errors["data"].push_back("Должно быть объектом с полями портфолио");
    return out;
  }
  DataReader r(*in, errors);
  out["name"] = r.text("name", kMaxName);
  out["bio"] = r.text("bio", kMaxBio, true);

  auto city = r.text("city", 100);
  if (city.is_string() && !lookups.city(std::string(city.get_string()))) {
    r.fail("city", "Выберите город из списка");
    city = nullptr;
  }
  out["city"] = city;

  out["creative_types"] =
      r.texts("creative_types", kMaxCreativeTypes, 100,
              core::concat("Не больше ", std::to_string(kMaxCreativeTypes), " видов творчества"),
              [&lookups](const std::string& slug) -> std::optional<std::string> {
                if (lookups.creative_type(slug)) return std::nullopt;
                return "Выберите вид творчества из списка";
              });

  auto structure = r.text("structure", 100);
  if (structure.is_string() && !lookups.structure(std::string(structure.get_string()))) {
    r.fail("structure", "Выберите коллектив или учреждение из списка");
    structure = nullptr;
  }
  out["structure"] = structure;

  const auto picture = [&lookups](const std::string& path) -> std::optional<std::string> {
    if (auto problem = core::picture_problem(path)) return problem;
    if (!lookups.picture(path)) return "Фотографии нет на платформе: загрузите её заново";
    return std::nullopt;
  };
  auto photo = r.text("photo", kMaxLink);
  if (photo.is_string()) {
    if (auto problem = picture(std::string(photo.get_string()))) {
      r.fail("photo", std::move(*problem));
      photo = nullptr;
    }
  }
  out["photo"] = photo;
  out["photos"] =
      r.texts("photos", kMaxPhotos, kMaxLink,
              core::concat("Не больше ", std::to_string(kMaxPhotos), " фотографий"), picture);
  out["videos"] = r.texts("videos", kMaxVideos, kMaxLink,
                          core::concat("Не больше ", std::to_string(kMaxVideos), " видео"),
                          [](const std::string& url) { return video_link_problem(url); });

  if (kind == "mentor") {
    out["position"] = r.text("position", kMaxPosition);
    out["achievements"] = r.texts(
        "achievements", kMaxAchievements, kMaxAchievement,
        core::concat("Не больше ", std::to_string(kMaxAchievements), " достижений"), no_problem);
    return out;
  }

  const auto kind_value = r.text("kind", 20);
  std::string participant_kind =
      kind_value.is_string() ? std::string(kind_value.get_string()) : "soloist";
  if (participant_kind != "soloist" && participant_kind != "collective") {
    r.fail("kind", "Выберите: солист или коллектив");
    participant_kind = "soloist";
  }
  out["kind"] = participant_kind;
  out["minor"] = r.flag("minor");
  auto birth = r.text("birth_date", 10);
  if (birth.is_string()) {
    const std::string date(birth.get_string());
    if (!catalog::is_date(date)) {
      r.fail("birth_date", "Дата должна быть в формате ГГГГ-ММ-ДД");
      birth = nullptr;
    } else if (participant_kind != "soloist") {
      r.fail("birth_date", "Дата рождения указывается только для солиста");
      birth = nullptr;
    } else if (date > today) {
      r.fail("birth_date", "Дата рождения не может быть в будущем");
      birth = nullptr;
    } else if (date < "1900-01-01") {
      r.fail("birth_date", "Проверьте год рождения");
      birth = nullptr;
    }
  }
  out["birth_date"] = birth;
  out["guardian_name"] = r.text("guardian_name", kMaxGuardianName);
  out["guardian_consent"] = r.flag("guardian_consent");
  return out;
}

void check_complete(std::string_view kind, const json::object& data, core::FieldErrors& errors) {
  const auto fail = [&errors](const char* field, std::string message) {
    auto& list = errors[field];
    if (list.empty()) list.push_back(std::move(message));
  };
  const auto text_of = [&data](const char* key) -> std::string_view {
    const auto* v = data.if_contains(key);
    return v && v->is_string() ? std::string_view(v->get_string()) : std::string_view();
  };
  if (text_of("name").empty()) fail("name", core::kRequiredMessage);
  if (text_of("bio").empty()) {
    fail("bio", core::kRequiredMessage);
  } else if (core::utf8_length(text_of("bio")) < kMinBio) {
    fail("bio",
         core::concat("Расскажите подробнее: не меньше ", std::to_string(kMinBio), " символов"));
  }
  if (text_of("city").empty()) fail("city", "Укажите город");
  const auto* types = data.if_contains("creative_types");
  if (!types || !types->is_array() || types->get_array().empty())
    fail("creative_types", "Выберите хотя бы один вид творчества");
  if (kind == "participant" && minor_without_consent(data)) {
    if (text_of("guardian_name").empty())
      fail("guardian_name", "Укажите имя родителя или законного представителя");
    const auto* consent = data.if_contains("guardian_consent");
    if (!consent || !consent->is_bool() || !consent->get_bool())
      fail("guardian_consent", "Нужно согласие родителя или законного представителя");
  }
}

bool minor_without_consent(const json::object& data) {
  const auto* minor = data.if_contains("minor");
  if (!minor || !minor->is_bool() || !minor->get_bool()) return false;
  const auto* name = data.if_contains("guardian_name");
  const auto* consent = data.if_contains("guardian_consent");
  const bool named = name && name->is_string() && !name->get_string().empty();
  const bool agreed = consent && consent->is_bool() && consent->get_bool();
  return !named || !agreed;
}

}  // namespace platform::people
