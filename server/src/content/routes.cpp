#include "content/routes.hpp"

#include <boost/json.hpp>

#include "auth/permissions.hpp"
#include "content/blocks.hpp"
#include "content/layout.hpp"
#include "core/validation.hpp"
#include "http/memory_list.hpp"

namespace platform::content {
namespace json = boost::json;
using auth::Access;
using auth::Principal;
using http::Verb;

namespace {

constexpr std::string_view kSortFields[] = {"id", "area", "path", "title", "status", "updated_at"};
constexpr std::string_view kLayoutSortFields[] = {"area", "updated_at"};
constexpr const char* kNotFound = "Страница не найдена";
// The section of the call-back widgets' servers: who holds it may choose an area's widget.
constexpr std::string_view kWidgetsSection = "content/widgets";

}  // namespace

void register_routes(http::Router& router, const auth::Guard& guard, PageService& pages,
                     LayoutService& layouts) {
  guard.add(router,
            {
                {Verb::get, "/api/content/page", Access::anyone, "",
                 [&pages](http::Request& request, const Principal*) {
                   const auto path = request.query("path").value_or("");
                   // The length first: a path of ours is short, so a long one is simply not a page.
                   if (core::text_problem(path, 200) || !core::is_page_path(path)) {
                     core::throw_not_found(kNotFound);
                   }
                   auto body = pages.published(request.area, path);
                   if (!body) core::throw_not_found(kNotFound);
                   return http::json_shared(std::move(body));
                 }},
                {Verb::get, "/api/content/pages", Access::anyone, "",
                 [&pages](http::Request& request, const Principal*) {
                   return http::json_shared(pages.published_list(request.area));
                 }},
                {Verb::get, "/api/content/layout", Access::anyone, "",
                 [&layouts](http::Request& request, const Principal*) {
                   // The account area wears the main area's menu and footer.
                   auto body = layouts.published(request.area == "id" ? "main" : request.area);
                   if (!body) core::throw_not_found("Раздел сайта не найден");
                   return http::json_shared(std::move(body));
                 }},
                {Verb::get, "/api/admin/content/layout-fields", Access::section, "content",
                 [](http::Request&, const Principal*) {
                   return http::json_ok(json::object{{"menu_item", fields_json(menu_fields())},
                                                     {"footer", fields_json(footer_fields())},
                                                     {"settings", fields_json(settings_fields())}});
                 }},
                {Verb::get, "/api/admin/layouts", Access::section, "content",
                 [&layouts](http::Request& request, const Principal*) {
                   std::vector<json::object> rows;
                   for (const auto& layout : layouts.list()) rows.push_back(layout_json(layout));
                   return http::memory_list(request, "layouts", std::move(rows), {"area"},
                                            kLayoutSortFields);
                 }},
                {Verb::get, "/api/admin/layouts/{area}", Access::section, "content",
                 [&layouts](http::Request& request, const Principal*) {
                   return http::json_bare(layout_json(layouts.get(request.params.at("area"))));
                 }},
                {Verb::put, "/api/admin/layouts/{area}", Access::section, "content",
                 [&layouts](http::Request& request, const Principal* who) {
                   const auto& area = request.params.at("area");
                   const bool may_choose_widget =
                       auth::has_section(who->user.roles, kWidgetsSection);
                   return http::json_bare(layout_json(layouts.edit(
                       area, http::json_body(request), who->user.id, may_choose_widget)));
                 }},
                {Verb::get, "/api/admin/content/blocks", Access::section, "content",
                 [](http::Request&, const Principal*) {
                   return http::json_ok(json::object{{"blocks", block_specs_json()}});
                 }},
                {Verb::get, "/api/admin/pages", Access::section, "content",
                 [&pages](http::Request& request, const Principal*) {
                   std::vector<json::object> rows;
                   for (const auto& page : pages.list()) rows.push_back(page_json(page, false));
                   return http::memory_list(request, "pages", std::move(rows), {"title", "path"},
                                            kSortFields);
                 }},
                {Verb::get, "/api/admin/pages/{id}", Access::section, "content",
                 [&pages](http::Request& request, const Principal*) {
                   return http::json_bare(page_json(pages.get(http::path_id(request, kNotFound))));
                 }},
                {Verb::post, "/api/admin/pages", Access::section, "content",
                 [&pages](http::Request& request, const Principal* who) {
                   return http::json_bare(
                       page_json(pages.create(http::json_body(request), who->user.id)));
                 }},
                {Verb::put, "/api/admin/pages/{id}", Access::section, "content",
                 [&pages](http::Request& request, const Principal* who) {
                   const long long id = http::path_id(request, kNotFound);
                   return http::json_bare(
                       page_json(pages.edit(id, http::json_body(request), who->user.id)));
                 }},
                {Verb::delete_, "/api/admin/pages/{id}", Access::section, "content",
                 [&pages](http::Request& request, const Principal* who) {
                   const long long id = http::path_id(request, kNotFound);
                   return http::json_bare(page_json(pages.remove(id, who->user.id)));
                 }},
            });
}

}  // namespace platform::content
