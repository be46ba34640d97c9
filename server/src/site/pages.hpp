#pragma once

#include <memory>
#include <string>
#include <vector>

#include "http/message.hpp"
#include "site/route_manifest.hpp"

namespace platform::site {

// Answers page requests with the web app's HTML: the page's title and description injected, 200
// for a path one of the area's pages serves, 301 to the canonical slashed path, 404 otherwise.
// Every variant is rendered once at start; a request only picks one.
class PageRenderer {
 public:
  // base_domain reaches the app as window.__PLATFORM__ (docs/decisions/0003-web-app-shell.md).
  PageRenderer(const std::string& index_html, RouteManifest manifest, const std::string& base_domain);

  http::Response render(const http::Request& request) const;

  const RouteManifest& manifest() const { return manifest_; }

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

  RouteManifest manifest_;
  std::vector<Rendered> by_route_;  // same order as manifest_.routes()
  Rendered not_found_;
};

std::string escape_html(std::string_view text);

}  // namespace platform::site
