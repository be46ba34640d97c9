#pragma once

#include <optional>
#include <string>
#include <vector>

#include "blog/model.hpp"
#include "db/database.hpp"

namespace platform::blog {

// SQL of article_types and articles.
class BlogRepository {
 public:
  explicit BlogRepository(db::Database& database) : database_(database) {}

  std::vector<ArticleType> types();  // in the editors' order
  std::optional<ArticleType> find_type(long long id);
  std::optional<ArticleType> find_type(const std::string& code);
  bool type_code_taken(const std::string& code, long long own_id);
  bool type_in_use(long long id);
  // Writes, in the caller's unit of work.
  static long long insert_type(soci::session& s, const ArticleType& type);
  static void update_type(soci::session& s, const ArticleType& type);
  static void remove_type(soci::session& s, long long id);

  std::vector<Article> all();  // every article without its body, newest first (the admin's list)
  std::optional<Article> find(long long id);
  std::optional<Article> find_published(long long type_id, const std::string& code);
  std::vector<Article> published(const ArticleQuery& query);
  long long count_published(const ArticleQuery& query);
  bool code_taken(const std::string& code, long long own_id);
  static long long insert(soci::session& s, const Article& article);
  static void update(soci::session& s, const Article& article);
  static void remove(soci::session& s, long long id);

 private:
  db::Database& database_;
};

}  // namespace platform::blog
