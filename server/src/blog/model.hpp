#pragma once

#include <optional>
#include <string>

namespace platform::blog {

// A section of the blog ("novosti" «Новости»): the {type} of /blog/{type}/{code}/.
struct ArticleType {
  long long id = 0;
  std::string code;
  std::string name;
  long long position = 0;  // the editors' order
};

// An article (decision 0027): its body is content blocks, checked like a page's.
struct Article {
  long long id = 0;
  std::string code;
  long long type_id = 0;
  std::string type_code, type_name;  // of type_id, read with the article
  std::string area = "main";         // whose readers it is for: only the RSS feeds filter on it
  std::string title;
  std::optional<std::string> lead, cover, author;
  std::string tags_json = "[]";
  std::string blocks_json = "[]";
  std::string status = "draft";  // draft | published
  std::optional<std::string> seo_title, seo_description;
  std::optional<std::string> published_at;  // "YYYY-MM-DDTHH:MM:SSZ"
  std::string created_at, updated_at;
};

// Which published articles a list shows, newest first.
struct ArticleQuery {
  std::optional<long long> type_id;
  std::optional<std::string> tag;
  std::optional<std::string> area;
  long long offset = 0;
  long long limit = 12;
  bool with_blocks = false;  // the body too (the search reads it; lists do not)
};

}  // namespace platform::blog
