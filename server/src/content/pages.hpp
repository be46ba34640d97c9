#pragma once

#include <boost/json/object.hpp>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "audit/repository.hpp"
#include "cache/cache.hpp"
#include "content/blocks.hpp"
#include "db/database.hpp"

namespace platform::content {

// A page of blocks (decision 0024): one per area and canonical path.
struct Page {
  long long id = 0;
  std::string area, path, title;
  std::optional<std::string> seo_title, seo_description, share_image;
  std::string status = "draft";  // draft | published
  std::string blocks_json = "[]";
  std::string created_at, updated_at;
  std::optional<std::string> published_at;
};

// What a full load of a published page puts in its head (decision 0024): its title, and the SEO
// title and description an editor set, if any.
struct PageHead {
  std::string title;
  std::optional<std::string> seo_title, seo_description;
};

// SQL of content_pages.
class PageRepository {
 public:
  explicit PageRepository(db::Database& database) : database_(database) {}

  std::vector<Page> all();  // every page, blocks included, by area and path
  std::optional<Page> find(long long id);
  std::optional<Page> find_published(const std::string& area, const std::string& path);
  std::vector<Page> published_in(const std::string& area);  // by path
  // True when another page (not own_id) has this area and path.
  bool path_taken(const std::string& area, const std::string& path, long long own_id);
  static long long insert(soci::session& s, const Page& page);
  static void update(soci::session& s, const Page& page);
  static void remove(soci::session& s, long long id);

 private:
  db::Database& database_;
};

// The record as the admin reads it; blocks parsed (with_blocks) or left out (lists).
boost::json::object page_json(const Page& page, bool with_blocks = true);

// Pages for the public areas and for the admin: checked on every save (422 with per-field
// messages, the blocks' by their path), audited, and served from one cache (decision 0022). No
// SQL, no HTTP.
class PageService {
 public:
  PageService(PageRepository& repository, audit::AuditRepository& audit, db::Database& database);

  // How a save checks an article_list block's section (the blog's types); unset: not checked.
  void set_article_type_check(ArticleTypeExists exists) {
    article_type_exists_ = std::move(exists);
  }

  // The published page of the area at the path as the public API answers it, serialised; null
  // when there is none.
  std::shared_ptr<const std::string> published(const std::string& area, const std::string& path);

  // The head of the published page of the area at the path; null when there is none. Cached
  // apart from the page's JSON, so a full page load reads no blocks and parses nothing.
  std::shared_ptr<const PageHead> published_head(const std::string& area, const std::string& path);

  // The area's published pages as the site map lists them ({items: [{path, title}]}), serialised.
  std::shared_ptr<const std::string> published_list(const std::string& area);

  // The paths of the area's published pages (its sitemap).
  std::vector<std::string> published_paths(const std::string& area);

  std::vector<Page> list() { return repository_.all(); }
  Page get(long long id);  // 404
  // actor_id is empty for the demo seed.
  Page create(const boost::json::object& body, std::optional<long long> actor_id);
  // actor_id is empty for the demo seed (refresh_pages).
  Page edit(long long id, const boost::json::object& body, std::optional<long long> actor_id);
  Page remove(long long id, long long actor_id);

  static constexpr std::size_t kMaxCachedPages = 1024;

 private:
  Page read(const boost::json::object& body, const Page* existing);
  // The page's audit entry in the work that changes it; the areas' pages follow.
  void record(db::Work& work, std::optional<long long> actor_id, long long id, const char* action,
              const Page* before, const Page* after);

  PageRepository& repository_;
  audit::AuditRepository& audit_;
  db::Database& database_;
  cache::Cache<std::string, std::string> published_;
  cache::Cache<std::string, PageHead> heads_;
  ArticleTypeExists article_type_exists_;
};

// The areas that have public pages (not the account and admin areas), in the admin's order.
const std::vector<std::string>& public_areas();
bool is_public_area(std::string_view area);

}  // namespace platform::content
