#pragma once

#include <boost/json/object.hpp>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "audit/repository.hpp"
#include "blog/repository.hpp"
#include "cache/cache.hpp"
#include "db/database.hpp"

namespace platform::blog {

// A public list request: /api/blog/articles.
struct ListRequest {
  std::optional<std::string> type;  // a type's code
  std::optional<std::string> tag;
  long long page = 1;
  long long limit = 12;
};

// The blog (decision 0027): article types and articles for the public pages, the feeds and the
// admin. Every save is checked (422 per field, the body's blocks like a page's), audited, and
// drops the one content cache. No SQL, no HTTP.
class BlogService {
 public:
  BlogService(BlogRepository& repository, audit::AuditRepository& audit, db::Database& database);

  static constexpr long long kPageSize = 12;
  static constexpr long long kFeedSize = 30;

  // What the public API answers, serialised ({status, data}).
  std::shared_ptr<const std::string> types_json();
  std::shared_ptr<const std::string> list_json(const ListRequest& request);  // 404: unknown type
  // Null for an unknown type or article, a draft, or an article of another type.
  std::shared_ptr<const std::string> published_article(const std::string& type,
                                                       const std::string& code);

  // The published types, in order (cached).
  std::shared_ptr<const std::vector<ArticleType>> published_types();
  // A published article without its blocks (a page's head); null as published_article.
  std::shared_ptr<const Article> head(const std::string& type, const std::string& code);
  // The area's newest published articles for its feed (main: every area's).
  std::shared_ptr<const std::vector<Article>> feed(const std::string& area);

  // The blog's addresses for main's sitemap: /blog/, each type's and each published article's.
  std::vector<std::string> sitemap_paths();

  // The admin's.
  std::vector<ArticleType> types() { return repository_.types(); }
  ArticleType get_type(long long id);  // 404
  ArticleType create_type(const boost::json::object& body, std::optional<long long> actor_id);
  ArticleType edit_type(long long id, const boost::json::object& body, long long actor_id);
  ArticleType remove_type(long long id, long long actor_id);  // 409 while articles use it

  std::vector<Article> list() { return repository_.all(); }
  Article get(long long id);  // 404
  Article create(const boost::json::object& body, std::optional<long long> actor_id);
  Article edit(long long id, const boost::json::object& body, long long actor_id);
  Article remove(long long id, long long actor_id);

 private:
  ArticleType read_type(const boost::json::object& body, const ArticleType* existing);
  Article read(const boost::json::object& body, const Article* existing);
  const ArticleType* type_of(const std::vector<ArticleType>& types, const std::string& code);
  void saved(db::Work& work);

  BlogRepository& repository_;
  audit::AuditRepository& audit_;
  db::Database& database_;
  cache::Cache<std::string, std::string> answers_;
  cache::Cache<std::string, Article> heads_;
  cache::Cache<std::string, std::vector<ArticleType>> types_;
  cache::Cache<std::string, std::vector<Article>> feeds_;
};

// The records as the admin reads them.
boost::json::object type_json(const ArticleType& type);
boost::json::object article_json(const Article& article, bool with_blocks = true);

}  // namespace platform::blog
