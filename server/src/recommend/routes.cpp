#include "recommend/routes.hpp"

#include <boost/json.hpp>
#include <charconv>

#include "content/pages.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"
#include "http/memory_list.hpp"

namespace platform::recommend {
namespace json = boost::json;
using auth::Access;
using auth::Principal;
using http::Verb;

namespace {

constexpr std::string_view kSortFields[] = {"id",         "area",       "position",  "kind",
                                            "item_title", "updated_at", "created_at"};
constexpr const char* kNotFound = "Рекомендация не найдена";

// `limit` of the query: 1 … kMaxLimit, kMaxLimit when absent; 400 otherwise.
long long query_limit(const http::Request& request) {
  const auto text = request.query("limit");
  if (!text || text->empty()) return RecommendService::kMaxLimit;
  long long value = 0;
  const auto* end = text->data() + text->size();
  const auto [at, error] = std::from_chars(text->data(), end, value);
  if (text->size() > 3 || error != std::errc() || at != end || value < 1 ||
      value > RecommendService::kMaxLimit) {
    throw core::ApiError(core::ErrorKind::bad_request,
                         core::concat("Параметр limit: целое число от 1 до ",
                                      std::to_string(RecommendService::kMaxLimit)));
  }
  return value;
}

}  // namespace

void register_routes(http::Router& router, const auth::Guard& guard, RecommendService& picks) {
  guard.add(router,
            {
                {Verb::get, "/api/recommendations", Access::anyone, "",
                 [&picks](http::Request& request, const Principal*) {
                   // The account area wears main's pages.
                   const std::string area = request.area == "id" ? "main" : request.area;
                   if (!content::is_public_area(area))
                     core::throw_not_found("Раздел сайта не найден");
                   return http::json_shared(picks.public_json(area, query_limit(request)));
                 }},
                {Verb::get, "/api/admin/recommendations", Access::section, "recommend",
                 [&picks](http::Request& request, const Principal*) {
                   std::vector<json::object> rows;
                   for (const auto& p : picks.list()) rows.push_back(recommendation_json(p));
                   return http::memory_list(request, "recommendations", std::move(rows),
                                            {"item_title", "note"}, kSortFields);
                 }},
                {Verb::get, "/api/admin/recommendations/{id}", Access::section, "recommend",
                 [&picks](http::Request& request, const Principal*) {
                   return http::json_bare(
                       recommendation_json(picks.get(http::path_id(request, kNotFound))));
                 }},
                {Verb::post, "/api/admin/recommendations", Access::section, "recommend",
                 [&picks](http::Request& request, const Principal* who) {
                   return http::json_bare(
                       recommendation_json(picks.create(http::json_body(request), who->user.id)));
                 }},
                {Verb::put, "/api/admin/recommendations/{id}", Access::section, "recommend",
                 [&picks](http::Request& request, const Principal* who) {
                   const long long id = http::path_id(request, kNotFound);
                   return http::json_bare(
                       recommendation_json(picks.edit(id, http::json_body(request), who->user.id)));
                 }},
                {Verb::delete_, "/api/admin/recommendations/{id}", Access::section, "recommend",
                 [&picks](http::Request& request, const Principal* who) {
                   const long long id = http::path_id(request, kNotFound);
                   return http::json_bare(recommendation_json(picks.remove(id, who->user.id)));
                 }},
            });
}

}  // namespace platform::recommend
