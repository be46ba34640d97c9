#include "seo/routes.hpp"

#include <boost/json.hpp>

#include "http/memory_list.hpp"

namespace platform::seo {
namespace json = boost::json;
using auth::Access;
using auth::Principal;
using http::Verb;

namespace {
constexpr std::string_view kSortFields[] = {"id", "area", "path", "title", "updated_at"};
constexpr const char* kNotFound = "Настройка SEO не найдена";
}  // namespace

void register_routes(http::Router& router, const auth::Guard& guard, SeoService& seo) {
  guard.add(router, {
                        {Verb::get, "/api/seo/overrides", Access::anyone, "",
                         [&seo](http::Request& request, const Principal*) {
                           return http::json_shared(seo.area_json(request.area));
                         }},
                        {Verb::get, "/api/admin/seo", Access::section, "seo",
                         [&seo](http::Request& request, const Principal*) {
                           std::vector<json::object> rows;
                           for (const auto& o : seo.list()) rows.push_back(override_json(o));
                           return http::memory_list(request, "seo", std::move(rows),
                                                    {"path", "title", "description"}, kSortFields);
                         }},
                        {Verb::get, "/api/admin/seo/{id}", Access::section, "seo",
                         [&seo](http::Request& request, const Principal*) {
                           return http::json_bare(
                               override_json(seo.get(http::path_id(request, kNotFound))));
                         }},
                        {Verb::post, "/api/admin/seo", Access::section, "seo",
                         [&seo](http::Request& request, const Principal* who) {
                           return http::json_bare(
                               override_json(seo.create(http::json_body(request), who->user.id)));
                         }},
                        {Verb::put, "/api/admin/seo/{id}", Access::section, "seo",
                         [&seo](http::Request& request, const Principal* who) {
                           const long long id = http::path_id(request, kNotFound);
                           return http::json_bare(
                               override_json(seo.edit(id, http::json_body(request), who->user.id)));
                         }},
                        {Verb::delete_, "/api/admin/seo/{id}", Access::section, "seo",
                         [&seo](http::Request& request, const Principal* who) {
                           const long long id = http::path_id(request, kNotFound);
                           return http::json_bare(override_json(seo.remove(id, who->user.id)));
                         }},
                    });
}

void add_pages(site::PageRenderer& pages, SeoService& seo) {
  pages.set_head_override([&seo](const http::Request& request)
                              -> std::optional<site::PageRenderer::HeadOverride> {
    const auto o = seo.find(request.area, request.path);
    if (!o) return std::nullopt;
    return site::PageRenderer::HeadOverride{o->title, o->description, o->share_image, o->noindex};
  });
}

}  // namespace platform::seo
