#pragma once

#include <memory>
#include <string>
#include <vector>

#include "auth/guard.hpp"
#include "blog/repository.hpp"
#include "cache/cache.hpp"
#include "content/pages.hpp"
#include "db/database.hpp"
#include "http/router.hpp"

namespace platform::search {

// One published page or article as the search holds it: its words' stems, title apart.
struct Document {
  std::string kind;  // "page" | "article"
  std::string area;  // where its url is
  std::string url;   // the path in that area
  std::string title;
  std::string text;  // the plain text of its lead and blocks
  std::vector<std::string> title_stems, text_stems;
};

// Search over the published content pages of every public area and the blog's articles, with the
// catalogue's Russian morphology (decision 0009): every word of the query must match a stem of
// the document, a word of four letters or more also the longer stems starting with it. The
// documents are few (hundreds), so they are held in memory, rebuilt after any content change
// (decision 0028). No HTTP.
class ContentSearch {
 public:
  ContentSearch(content::PageRepository& pages, blog::BlogRepository& blog, db::Database& database);

  static constexpr std::size_t kMaxResults = 20;

  // {status, data: {items: [{type, area, url, title, title_html, snippet}]}} serialised: the
  // documents whose title holds every word first, then the others, at most kMaxResults.
  std::shared_ptr<const std::string> find(const std::string& text);

 private:
  std::shared_ptr<const std::vector<Document>> documents();

  content::PageRepository& pages_;
  blog::BlogRepository& blog_;
  cache::Cache<std::string, std::vector<Document>> documents_;
  cache::Cache<std::string, std::string> answers_;
};

// GET /api/search/content?text=… (docs/api.md).
void register_routes(http::Router& router, const auth::Guard& guard, ContentSearch& search);

}  // namespace platform::search
