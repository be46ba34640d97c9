#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "http/message.hpp"
#include "site/route_manifest.hpp"

namespace platform::site {

// Answers page requests with the web app's HTML: the page's title and description injected, 200
// for a path one of the area's pages serves, 301 to the canonical slashed path, 404 otherwise.
// Every variant is rendered once at start; a request only picks one, except the routes given a
// DynamicPage (pages whose title and head depend on data: festival and filter pages) and the
// documents at fixed paths (sitemap.xml, robots.txt).
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

  http::Response render(const http::Request& request) const;

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

  // The path segments of `path` from the first parameter of `pattern` on.
  static std::vector<std::string> parameter_segments(std::string_view pattern,
                                                     std::string_view path);

  // Replaces the first <title> and the description meta of an HTML document (values are escaped).
  static std::string inject_meta(const std::string& html, const std::string& title,
                                 const std::string& description);

  // Puts the run-time configuration script before </head>, ahead of the app's deferred module.
  static std::string inject_config(const std::string& html, const std::string& base_domain);

 private:
  struct Rendered {
    std::shared_ptr<const std::string> html;
    std::string etag;
  };
  static Rendered make(const std::string& html);

  http::Response render_page(const http::Request& request) const;
  http::Response render_dynamic(const http::Request& request, const PageRoute& route,
                                const DynamicPage& page,
                                const std::optional<HeadOverride>& head_override) const;
  // The page of an answer of kind page, its head amended by the override.
  http::Response render_answer(const http::Request& request, DynamicAnswer answer,
                               const std::optional<HeadOverride>& head_override) const;

  RouteManifest manifest_;
  std::string index_html_;  // the app's HTML with the configuration script
  std::map<std::string, DynamicPage> dynamic_;
  std::map<std::string, Document, std::less<>> documents_;
  ScriptOrigin script_origin_;
  HeadOverrides head_overrides_;
  std::vector<Rendered> by_route_;  // same order as manifest_.routes()
  Rendered not_found_;
};

}  // namespace platform::site
