#include "content/layout.hpp"

#include <soci/soci.h>

#include <algorithm>
#include <boost/json.hpp>

#include "content/pages.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "db/query.hpp"

namespace platform::content {
namespace json = boost::json;
using namespace field;

namespace {

// The audit log keys records by number: an area is its place in public_areas(), from 1.
long long area_number(const std::string& area) {
  const auto& areas = public_areas();
  return std::find(areas.begin(), areas.end(), area) - areas.begin() + 1;
}

}  // namespace

const std::vector<FieldSpec>& menu_fields() {
  static const std::vector<FieldSpec> fields = {
      text("title", "Раздел", 60, true),
      // The icons the web app draws (web/src/features/shell/MenuIcon.tsx), by code.
      choice("icon", "Иконка",
             {{"festival", "Звезда (фестивали)"},
              {"school", "Шапочка (обучение)"},
              {"music", "Нота (музыка)"},
              {"people", "Люди (участники)"},
              {"ticket", "Билет"},
              {"venue", "Здание (площадки)"},
              {"info", "Сведения (о нас)"},
              {"blog", "Газета (блог)"}}),
      link("link", "Ссылка"),
      list("children", "Пункты", 20,
           {text("title", "Пункт", 80, true), link("link", "Ссылка", true)}, false),
      list("banners", "Баннеры", 3,
           {choice("type", "Вид",
                   {{"primary", "Основной"}, {"secondary", "Дополнительный"}, {"big", "Большой"}},
                   true),
            lines("text", "Текст", 200, true), text("button_label", "Кнопка: надпись", 40),
            link("link", "Ссылка"), image("image", "Картинка")},
           false),
  };
  return fields;
}

const std::vector<FieldSpec>& footer_fields() {
  static const std::vector<FieldSpec> fields = {
      list("columns", "Колонки", 6,
           {text("title", "Заголовок", 60, true),
            list("links", "Ссылки", 20,
                 {text("title", "Ссылка: надпись", 80, true), link("link", "Ссылка", true)})},
           false),
      lines("note", "Примечание", 600),
  };
  return fields;
}

const std::vector<FieldSpec>& settings_fields() {
  static const std::vector<FieldSpec> fields = {
      text("support_phone", "Телефон поддержки", 40),
      text("support_phone_note", "Подпись к телефону", 80),
      link("support_chat_link", "Чат поддержки"),
      list("social", "Соцсети", 6,
           {choice("network", "Сеть",
                   {{"vk", "ВКонтакте"},
                    {"telegram", "Telegram"},
                    {"ok", "Одноклассники"},
                    {"dzen", "Дзен"},
                    {"vc", "vc.ru"},
                    {"youtube", "YouTube"},
                    {"rutube", "RUTUBE"}},
                   true),
            link("url", "Адрес", true)},
           false),
      link("rating_badge_url", "Значок рейтинга (150 × 50)"),
      link("enrolment_form_url", "Форма записи на урок"),
      text("enrolment_label", "Кнопка записи: надпись", 40),
      link("callback_widget_url", "Виджет обратного звонка CRM (выбирает администратор)"),
  };
  return fields;
}

std::optional<Layout> LayoutRepository::find(const std::string& area) {
  db::Lease s(database_);
  Layout l;
  s << "SELECT area, menu_json, footer_json, settings_json, updated_at FROM area_layouts"
       " WHERE area = :a",
      soci::use(area), soci::into(l.area), soci::into(l.menu_json), soci::into(l.footer_json),
      soci::into(l.settings_json), soci::into(l.updated_at);
  if (!s.got_data()) return std::nullopt;
  return l;
}

void LayoutRepository::save(const Layout& l) {
  db::Work work(database_);
  save(work, l);
  work.commit();
}

void LayoutRepository::save(soci::session& s, const Layout& l) {
  s << "INSERT INTO area_layouts (area, menu_json, footer_json, settings_json, updated_at)"
       " VALUES (:a, :m, :f, :s, :u) ON CONFLICT (area) DO UPDATE SET menu_json = :m2,"
       " footer_json = :f2, settings_json = :s2, updated_at = :u2",
      soci::use(l.area), soci::use(l.menu_json), soci::use(l.footer_json),
      soci::use(l.settings_json), soci::use(l.updated_at), soci::use(l.menu_json),
      soci::use(l.footer_json), soci::use(l.settings_json), soci::use(l.updated_at);
}

std::vector<std::string> LayoutRepository::widget_hosts() {
  db::Lease s(database_);
  std::vector<std::string> out;
  std::string host;
  soci::statement st = db::query(s, "SELECT host FROM widget_hosts", soci::into(host));
  st.execute();
  while (st.fetch()) out.push_back(host);
  return out;
}

json::object layout_json(const Layout& l) {
  return {{"id", l.area},
          {"area", l.area},
          {"menu", core::parse_json_or(l.menu_json, json::array())},
          {"footer", core::parse_json_or(l.footer_json, json::object())},
          {"settings", core::parse_json_or(l.settings_json, json::object())},
          {"updated_at", l.updated_at.empty() ? json::value(nullptr) : json::value(l.updated_at)}};
}

LayoutService::LayoutService(LayoutRepository& repository, audit::AuditRepository& audit,
                             db::Database& database)
    : repository_(repository),
      audit_(audit),
      database_(database),
      // The widget servers' list is a catalogue resource (catalog::AdminService).
      published_("content_layouts", database.changes().versions(),
                 {cache::Domain::content, cache::Domain::catalog}, 16),
      script_origins_("content_script_origins", database.changes().versions(),
                      {cache::Domain::content, cache::Domain::catalog}, 16) {}

json::object LayoutService::served_settings(const Layout& l) {
  auto settings = core::parse_json_or(l.settings_json, json::object());
  if (!settings.is_object()) return {};
  auto& object = settings.get_object();
  if (const auto* url = object.if_contains("callback_widget_url")) {
    const auto host = url->is_string() ? web_host(url->get_string()) : std::nullopt;
    const auto allowed = repository_.widget_hosts();
    if (!host || std::find(allowed.begin(), allowed.end(), *host) == allowed.end()) {
      object.erase("callback_widget_url");
    }
  }
  return object;
}

std::shared_ptr<const std::string> LayoutService::published(const std::string& area) {
  if (!is_public_area(area)) return nullptr;
  if (auto body = published_.find(area)) return body;
  const auto before = published_.stamp();
  const Layout l = repository_.find(area).value_or(Layout{area});
  const json::object data{{"menu", core::parse_json_or(l.menu_json, json::array())},
                          {"footer", core::parse_json_or(l.footer_json, json::object())},
                          {"settings", served_settings(l)}};
  return published_.store(area, json::serialize(json::object{{"status", 200}, {"data", data}}),
                          before);
}

Layout LayoutService::get(const std::string& area) {
  if (!is_public_area(area)) core::throw_not_found("Раздел сайта не найден");
  return repository_.find(area).value_or(Layout{area});
}

std::vector<Layout> LayoutService::list() {
  std::vector<Layout> out;
  for (const auto& area : public_areas()) out.push_back(get(area));
  return out;
}

std::optional<std::string> web_origin(std::string_view url) {
  constexpr std::string_view scheme = "https://";
  if (!url.starts_with(scheme)) return std::nullopt;
  const auto host_end = url.find_first_of("/?#", scheme.size());
  const auto origin = url.substr(0, host_end);
  const auto host = origin.substr(scheme.size());
  const bool plain = !host.empty() && host.find_first_not_of(
                                          "abcdefghijklmnopqrstuvwxyz"
                                          "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                          "0123456789.-:") == std::string_view::npos;
  if (!plain || host.find('.') == std::string_view::npos) return std::nullopt;
  return std::string(origin);
}

std::optional<std::string> web_host(std::string_view url) {
  auto origin = web_origin(url);
  if (!origin) return std::nullopt;
  return origin->substr(std::string_view("https://").size());
}

std::shared_ptr<const std::string> LayoutService::script_origin(const std::string& area) {
  if (!is_public_area(area)) return nullptr;
  if (auto origin = script_origins_.find(area)) return origin;
  const auto before = script_origins_.stamp();
  const Layout l = repository_.find(area).value_or(Layout{area});
  const auto settings = served_settings(l);
  std::string origin;
  if (const auto* url = settings.if_contains("callback_widget_url"); url && url->is_string()) {
    origin = web_origin(url->get_string()).value_or("");
  }
  return script_origins_.store(area, std::move(origin), before);
}

bool LayoutService::edited_by_staff(const std::string& area) {
  const auto entries = audit_.of("area_layout", area_number(area));
  return std::any_of(entries.begin(), entries.end(),
                     [](const audit::Entry& e) { return e.actor_id.has_value(); });
}

void LayoutService::check_widget_choice(const Layout& before, const json::object& settings,
                                        bool may_choose_widget, core::FieldErrors& errors) {
  const auto url_of = [](const json::value& object) -> std::string {
    const auto* url =
        object.is_object() ? object.get_object().if_contains("callback_widget_url") : nullptr;
    return url && url->is_string() ? std::string(url->get_string()) : std::string();
  };
  const std::string chosen = url_of(settings);
  if (chosen == url_of(core::parse_json_or(before.settings_json, json::object()))) return;
  if (!may_choose_widget) {
    throw core::ApiError(core::ErrorKind::forbidden,
                         "Виджет обратного звонка выбирает администратор: оставьте поле как было");
  }
  const auto host = web_host(chosen);
  if (chosen.empty() || !host) return;  // unset, or already refused for its scheme
  const auto allowed = repository_.widget_hosts();
  if (std::find(allowed.begin(), allowed.end(), *host) == allowed.end()) {
    errors["settings.callback_widget_url"].push_back(core::concat(
        "Сервера ", *host, " нет в списке «Виджеты CRM»: администратор добавляет его туда"));
  }
}

Layout LayoutService::edit(const std::string& area, const json::object& body,
                           std::optional<long long> actor_id, bool may_choose_widget) {
  const Layout before = get(area);
  core::FieldErrors errors;
  json::object menu_holder;
  read_fields({field::list("menu", "Меню", kMaxMenuItems, menu_fields(), false)}, body, menu_holder,
              "", errors);
  const auto object_of = [&](const char* name) -> json::object {
    const auto* v = body.if_contains(name);
    if (!v || v->is_null()) return {};
    if (!v->is_object()) {
      errors[name].push_back("Должно быть объектом");
      return {};
    }
    return v->get_object();
  };
  json::object footer, settings;
  read_fields(footer_fields(), object_of("footer"), footer, "footer", errors);
  read_fields(settings_fields(), object_of("settings"), settings, "settings", errors);
  // The page loads these from another site: only over https, and the CSP names the widget's host.
  for (const char* name : {"callback_widget_url", "rating_badge_url"}) {
    const auto* url = settings.if_contains(name);
    if (url && !web_origin(url->get_string())) {
      errors[core::concat("settings.", name)].push_back("Адрес должен начинаться с https://");
    }
  }
  check_widget_choice(before, settings, may_choose_widget, errors);
  if (!errors.empty()) core::throw_invalid(std::move(errors));
  Layout after{area};
  const auto* menu = menu_holder.if_contains("menu");
  after.menu_json = json::serialize(menu ? *menu : json::value(json::array()));
  after.footer_json = json::serialize(footer);
  after.settings_json = json::serialize(settings);
  after.updated_at = db::now_utc();
  db::Work work(database_);
  LayoutRepository::save(work, after);
  work.changed(cache::Domain::content);
  audit_.record_change(work, actor_id, "area_layout", area_number(area), "edit",
                       layout_json(before), layout_json(after));
  work.commit();
  return after;
}

}  // namespace platform::content
