#pragma once

#include <boost/json/object.hpp>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "audit/repository.hpp"
#include "cache/cache.hpp"
#include "content/fields.hpp"
#include "db/database.hpp"

namespace platform::content {

// An area's menu, footer and settings (decision 0024), each a JSON text checked against its
// schema on save.
struct Layout {
  std::string area;
  std::string menu_json = "[]";
  std::string footer_json = "{}";
  std::string settings_json = "{}";
  std::string updated_at;
};

// The schemas: a menu is a list of items (title, icon, link, children, banners); the footer has
// columns of links and a note; the settings hold what differs per area.
const std::vector<FieldSpec>& menu_fields();      // one item
const std::vector<FieldSpec>& footer_fields();    // the footer object
const std::vector<FieldSpec>& settings_fields();  // the settings object
inline constexpr std::size_t kMaxMenuItems = 10;

// SQL of area_layouts.
class LayoutRepository {
 public:
  explicit LayoutRepository(db::Database& database) : database_(database) {}
  std::optional<Layout> find(const std::string& area);
  void save(const Layout& layout);                           // insert or replace
  static void save(soci::session& s, const Layout& layout);  // in the caller's unit of work
  // The servers a call-back widget may come from (widget_hosts, kept by Admin).
  std::vector<std::string> widget_hosts();

 private:
  db::Database& database_;
};

// {id: area, area, menu, footer, settings, updated_at}: the admin's record (react-admin wants id).
boost::json::object layout_json(const Layout& layout);

// Layouts for the public areas and the admin: checked, audited, cached. No SQL, no HTTP.
class LayoutService {
 public:
  LayoutService(LayoutRepository& repository, audit::AuditRepository& audit,
                db::Database& database);

  // {menu, footer, settings} of the area as the public API answers it, serialised (an area
  // nobody edited yet has an empty menu and footer). Null for an area without public pages.
  std::shared_ptr<const std::string> published(const std::string& area);

  Layout get(const std::string& area);  // 404 for an area without public pages
  std::vector<Layout> list();           // every public area, edited or not
  // No actor: the demo seed. The call-back widget's script runs with the visitor's session:
  // only an editor who `may_choose_widget` (the content/widgets section: Admin) changes it
  // (403 otherwise), and only to a server of the widget_hosts list (422 otherwise).
  Layout edit(const std::string& area, const boost::json::object& body,
              std::optional<long long> actor_id, bool may_choose_widget = true);
  // Whether a person (not the seed) has saved the area's layout: a later seed leaves it alone.
  bool edited_by_staff(const std::string& area);

  // The origin ("https://host") of the area's call-back widget, which its pages' CSP lets load
  // scripts; empty when the area names none. Null for an area without public pages.
  std::shared_ptr<const std::string> script_origin(const std::string& area);

 private:
  // The area's settings with the call-back widget left out unless its server is on the list
  // (Admin may have taken it off since the widget was chosen).
  boost::json::object served_settings(const Layout& layout);
  void check_widget_choice(const Layout& before, const boost::json::object& settings,
                           bool may_choose_widget, core::FieldErrors& errors);

  LayoutRepository& repository_;
  audit::AuditRepository& audit_;
  db::Database& database_;
  cache::Cache<std::string, std::string> published_;
  cache::Cache<std::string, std::string> script_origins_;
};

// "https://host" of an https URL with a plain host name; nothing for anything else.
std::optional<std::string> web_origin(std::string_view url);
// The host of such a URL (with its port, if it names one).
std::optional<std::string> web_host(std::string_view url);

}  // namespace platform::content
