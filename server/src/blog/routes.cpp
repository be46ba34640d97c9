#include "blog/routes.hpp"

#include <boost/json.hpp>
#include <charconv>

#include "content/blocks.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"
#include "core/validation.hpp"
#include "http/memory_list.hpp"

namespace platform::blog {
namespace json = boost::json;
using auth::Access;
using auth::Principal;
using http::Verb;

namespace {

constexpr std::string_view kArticleSortFields[] = {"id",     "title",        "type",
                                                   "status", "published_at", "updated_at"};
constexpr std::string_view kTypeSortFields[] = {"id", "code", "name", "position"};
constexpr const char* kArticleNotFound = "Статья не найдена";
constexpr const char* kTypeNotFound = "Раздел блога не найден";

// A whole number from `low` to `high` in the query, `fallback` when absent; 400 otherwise.
long long query_number(const http::Request& request, std::string_view key, long long fallback,
                       long long low, long long high) {
  const auto text = request.query(key);
  if (!text || text->empty()) return fallback;
  long long value = 0;
  const auto* end = text->data() + text->size();
  const auto [at, error] = std::from_chars(text->data(), end, value);
  if (text->size() > 9 || error != std::errc() || at != end || value < low || value > high) {
    throw core::ApiError(core::ErrorKind::bad_request,
                         core::concat("Параметр ", key, ": целое число от ", std::to_string(low),
                                      " до ", std::to_string(high)));
  }
  return value;
}

// A short text of the query (a code or a tag), or nothing; a long one names nothing of ours.
std::optional<std::string> query_text(const http::Request& request, std::string_view key,
                                      std::size_t max) {
  auto text = request.query(key);
  if (!text || text->empty()) return std::nullopt;
  if (core::text_problem(*text, max)) {
    throw core::ApiError(core::ErrorKind::bad_request,
                         core::concat("Параметр ", key, " слишком длинный"));
  }
  return text;
}

}  // namespace

void register_routes(http::Router& router, const auth::Guard& guard, BlogService& blog) {
  guard.add(router,
            {
                {Verb::get, "/api/blog/types", Access::anyone, "",
                 [&blog](http::Request&, const Principal*) {
                   return http::json_shared(blog.types_json());
                 }},
                {Verb::get, "/api/blog/articles", Access::anyone, "",
                 [&blog](http::Request& request, const Principal*) {
                   ListRequest list;
                   list.type = query_text(request, "type", 40);
                   list.tag = query_text(request, "tag", 40);
                   list.page = query_number(request, "page", 1, 1, 100000);
                   list.limit = query_number(request, "limit", BlogService::kPageSize, 1,
                                             BlogService::kPageSize);
                   return http::json_shared(blog.list_json(list));
                 }},
                {Verb::get, "/api/blog/article", Access::anyone, "",
                 [&blog](http::Request& request, const Principal*) {
                   const auto type = query_text(request, "type", 40);
                   const auto code = query_text(request, "code", 80);
                   auto body = type && code ? blog.published_article(*type, *code) : nullptr;
                   if (!body) core::throw_not_found(kArticleNotFound);
                   return http::json_shared(std::move(body));
                 }},
                {Verb::get, "/api/admin/blog/blocks", Access::section, "blogs",
                 [](http::Request&, const Principal*) {
                   return http::json_ok(json::object{{"blocks", content::block_specs_json()}});
                 }},
                {Verb::get, "/api/admin/articles", Access::section, "blogs",
                 [&blog](http::Request& request, const Principal*) {
                   std::vector<json::object> rows;
                   for (const auto& a : blog.list()) rows.push_back(article_json(a, false));
                   return http::memory_list(request, "articles", std::move(rows), {"title", "code"},
                                            kArticleSortFields);
                 }},
                {Verb::get, "/api/admin/articles/{id}", Access::section, "blogs",
                 [&blog](http::Request& request, const Principal*) {
                   return http::json_bare(
                       article_json(blog.get(http::path_id(request, kArticleNotFound))));
                 }},
                {Verb::post, "/api/admin/articles", Access::section, "blogs",
                 [&blog](http::Request& request, const Principal* who) {
                   return http::json_bare(
                       article_json(blog.create(http::json_body(request), who->user.id)));
                 }},
                {Verb::put, "/api/admin/articles/{id}", Access::section, "blogs",
                 [&blog](http::Request& request, const Principal* who) {
                   const long long id = http::path_id(request, kArticleNotFound);
                   return http::json_bare(
                       article_json(blog.edit(id, http::json_body(request), who->user.id)));
                 }},
                {Verb::delete_, "/api/admin/articles/{id}", Access::section, "blogs",
                 [&blog](http::Request& request, const Principal* who) {
                   const long long id = http::path_id(request, kArticleNotFound);
                   return http::json_bare(article_json(blog.remove(id, who->user.id)));
                 }},
                {Verb::get, "/api/admin/article-types", Access::section, "blogs",
                 [&blog](http::Request& request, const Principal*) {
                   std::vector<json::object> rows;
                   for (const auto& t : blog.types()) rows.push_back(type_json(t));
                   return http::memory_list(request, "article-types", std::move(rows),
                                            {"name", "code"}, kTypeSortFields);
                 }},
                {Verb::get, "/api/admin/article-types/{id}", Access::section, "blogs",
                 [&blog](http::Request& request, const Principal*) {
                   return http::json_bare(
                       type_json(blog.get_type(http::path_id(request, kTypeNotFound))));
                 }},
                {Verb::post, "/api/admin/article-types", Access::section, "blogs",
                 [&blog](http::Request& request, const Principal* who) {
                   return http::json_bare(
                       type_json(blog.create_type(http::json_body(request), who->user.id)));
                 }},
                {Verb::put, "/api/admin/article-types/{id}", Access::section, "blogs",
                 [&blog](http::Request& request, const Principal* who) {
                   const long long id = http::path_id(request, kTypeNotFound);
                   return http::json_bare(
                       type_json(blog.edit_type(id, http::json_body(request), who->user.id)));
                 }},
                {Verb::delete_, "/api/admin/article-types/{id}", Access::section, "blogs",
                 [&blog](http::Request& request, const Principal* who) {
                   const long long id = http::path_id(request, kTypeNotFound);
                   return http::json_bare(type_json(blog.remove_type(id, who->user.id)));
                 }},
            });
}

}  // namespace platform::blog
