#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cache/cache.hpp"
#include "http/message.hpp"
#include "http/static_files.hpp"
#include "site/markup.hpp"
#include "site/route_manifest.hpp"

namespace platform::site {

// Answers page requests with the web app's HTML: the page's title and description injected, 200
// for a path one of the area's pages serves, 301 to the canonical slashed path, 404 otherwise.
// Every variant is rendered once at start; a request only picks one, except the routes given a
// DynamicPage (pages whose title and head depend on data: festival and filter pages) and the
// documents at fixed paths (sitemap.xml, robots.txt). With a body renderer (decision 0034) every
// page answering 200 also carries the React app's markup, kept per URL in the one cache.
class PageRenderer {
 public:
  // What a page rendered per request answers: the page with its own title, description and extra
  // head elements (a canonical link, JSON-LD), a 301 to a path (the query is kept), or a 404 page.
  struct DynamicAnswer {
    enum class Kind { page, redirect, not_found } kind = Kind::page;
    std::string title;
    std::string description;
    std::string head;      // HTML put before </head>, as is: the caller escapes
    std::string location;  // redirect: an absolute path
  };
  // Called with the request, its route and the path segments from the route's first parameter on
  // (for "/festivals/:filters+/" and "/festivals/a/b/": {"a", "b"}).
  using DynamicPage = std::function<DynamicAnswer(const http::Request&, const PageRoute&,
                                                  const std::vector<std::string>&)>;
  using Document = std::function<http::Response(const http::Request&)>;

  // base_domain reaches the app as window.__PLATFORM__ (docs/decisions/0003-web-app-shell.md).
  PageRenderer(const std::string& index_html, RouteManifest manifest,
               const std::string& base_domain);

  // Whether an answer may wait for the body renderer. An io thread never waits (the renderer calls
  // back into this server and takes tens of milliseconds): there a page whose markup is not cached
  // gets no answer, and the server asks again on its blocking pool.
  enum class Wait { allowed, never };

  http::Response render(const http::Request& request) const;
  // Nothing only with Wait::never, when the page needs markup that is not cached yet.
  std::optional<http::Response> render(const http::Request& request, Wait wait) const;

  const RouteManifest& manifest() const { return manifest_; }

  // Renders the route with this name per request. Set before serving.
  void add_dynamic(const std::string& route_name, DynamicPage page);

  // Answers this exact path in every area (e.g. "/sitemap.xml"). Set before serving.
  void add_document(const std::string& path, Document document);

  // What a SEO manager set for the request's address (decision 0028): each set field replaces
  // the page's own; noindex asks search engines to leave the page out. Applies to pages that
  // answer 200, static or dynamic.
  struct HeadOverride {
    std::optional<std::string> title, description, share_image;
    bool noindex = false;
  };
  using HeadOverrides = std::function<std::optional<HeadOverride>(const http::Request&)>;
  void set_head_override(HeadOverrides overrides) { head_overrides_ = std::move(overrides); }

  // Names, per area, one more origin the area's pages may load scripts from (an empty string or
  // null: none). Set before serving.
  using ScriptOrigin = std::function<std::shared_ptr<const std::string>(const std::string& area)>;
  void set_script_origin(ScriptOrigin origin) { script_origin_ = std::move(origin); }

  // Splices the renderer's markup into every page answering 200 (not into redirects, 404 pages or
  // documents), kept per URL until a change to the catalogue, the places left or the content.
  // `ready` says whether the renderer can be asked now: while it is down, pages are served without
  // markup at once instead of going to the blocking pool. Set before serving.
  void set_body_renderer(BodyRenderer renderer, const cache::Versions& versions,
                         std::function<bool()> ready = {});
  static constexpr std::size_t kMaxCachedMarkup = 2048;
  // About 300 pages of 80 KB with their in-memory file, gzip twin and markup.
  static constexpr std::size_t kMaxCachedMarkupBytes = std::size_t{64} << 20;

  // Drops every kept markup; for changes the versions do not show here (places left changed by
  // this copy: CatalogService::places_changed moves only the other copies' versions). Callable
  // from any thread; stays valid when the renderer is copied or moved.
  std::function<void()> markup_dropper() const;

  // The path segments of `path` from the first parameter of `pattern` on.
  static std::vector<std::string> parameter_segments(std::string_view pattern,
                                                     std::string_view path);

  // Replaces the first <title> and the description meta of an HTML document (values are escaped).
  static std::string inject_meta(const std::string& html, const std::string& title,
                                 const std::string& description);

  // Puts the run-time configuration script before </head>, ahead of the app's deferred module.
  static std::string inject_config(const std::string& html, const std::string& base_domain);

 private:
  // A page's HTML and ETag (body, etag), with its gzip twin when made by make_compressed.
  using Rendered = http::StaticFiles::Encoded;
  static Rendered make(const std::string& html);
  // With the gzip twin: for pages made once and sent many times (at start, and kept in the cache).
  static Rendered make_compressed(std::string html);

  // What the cache keeps per URL: the markup, and the page it made with the page it went into
  // (known by that page's ETag), so that a page asked again is sent as kept, not spliced again.
  // The markup and a dynamic page's head show what is upcoming on the UTC day they were made:
  // a page kept from another day is made again.
  struct MarkedPage {
    Markup markup;
    std::string base_etag;
    Rendered page;
    std::int64_t day = 0;
    std::size_t weight() const;  // the bytes it holds, for the cache's budget
  };
  using MarkupCache = cache::Cache<std::string, MarkedPage>;

  // The page kept for the request's URL today, or null.
  std::shared_ptr<const MarkedPage> kept_page(const http::Request& request) const;

  std::optional<http::Response> render_page(const http::Request& request, Wait wait) const;
  std::optional<http::Response> render_dynamic(const http::Request& request, const PageRoute& route,
                                               const DynamicPage& page,
                                               const std::optional<HeadOverride>& head_override,
                                               Wait wait) const;
  // The page of an answer of kind page, its head amended by the override.
  std::optional<http::Response> render_answer(const http::Request& request, DynamicAnswer answer,
                                              const std::optional<HeadOverride>& head_override,
                                              Wait wait) const;
  // A page answering 200 (or 304): the markup spliced in, the ETag and the cache headers.
  std::optional<http::Response> answer_page(const http::Request& request, const Rendered& page,
                                            Wait wait) const;
  // Sends `page` (a 304 when the client holds it), gzipped for a client that takes it, with the
  // cache headers.
  http::Response send_page(const http::Request& request, const Rendered& page) const;
  // The 404 page, gzipped for clients that take it; without an ETag, as 404s are not revalidated.
  http::Response not_found_page(const http::Request& request) const;

  RouteManifest manifest_;
  std::string index_html_;  // the app's HTML with the configuration script
  std::map<std::string, DynamicPage> dynamic_;
  std::map<std::string, Document, std::less<>> documents_;
  ScriptOrigin script_origin_;
  HeadOverrides head_overrides_;
  BodyRenderer body_renderer_;
  std::function<bool()> renderer_ready_;
  std::shared_ptr<MarkupCache> markup_;  // shared by copies: App takes the renderer by value
  std::vector<Rendered> by_route_;       // same order as manifest_.routes()
  Rendered not_found_;
};

}  // namespace platform::site
