#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace platform::site {

// One page of the web app, as the web build lists it in web/dist/routes.json
// (docs/decisions/0001-areas-routes-and-manifest.md).
struct PageRoute {
  std::string name;     // route name, e.g. "events-festival-code"
  std::string area;     // area code
  std::string pattern;  // "/festival/:code/": `:p` one segment, `:p?` optional, `:p+` one or more
  std::string title;    // document title
  std::string description;  // meta description
  // The content page the route shows (decision 0024): its path, or the pattern itself for the
  // page at the request's address ("/:slug/"); empty for a page the web app draws on its own.
  std::string content;
  // Kept out of search engines: a robots noindex in the page's head, left out of the sitemap
  // (the editors' preview, the icon set: decision 0041).
  bool noindex = false;
};

struct AreaInfo {
  std::string name;
  std::string title;
  std::string description;
};

// The pages the web app has, per area, and how to match a path against them.
class RouteManifest {
 public:
  // Parses the manifest JSON. Throws std::runtime_error with a reason on a malformed file.
  static RouteManifest parse(std::string_view json_text);
  static RouteManifest load(const std::filesystem::path& file);

  struct Match {
    const PageRoute* route = nullptr;   // nothing: no page of the area serves this path
    bool needs_trailing_slash = false;  // matched, but the canonical form ends with '/'
  };

  // Matches a percent-decoded path against the area's pages.
  Match match(std::string_view area, std::string_view path) const;

  const std::vector<PageRoute>& routes() const { return routes_; }
  const std::string& product() const { return product_; }
  const std::string& version() const { return version_; }
  const AreaInfo* area(std::string_view code) const;

 private:
  struct Segment {
    enum class Kind { literal, param, optional, rest } kind;
    std::string text;
  };
  struct Compiled {
    std::size_t route;  // index into routes_
    std::vector<Segment> segments;
  };

  static bool matches(const std::vector<Segment>& pattern, std::size_t pi,
                      const std::vector<std::string_view>& parts, std::size_t si);

  std::string product_;
  std::string version_;
  std::unordered_map<std::string, AreaInfo> areas_;
  std::vector<PageRoute> routes_;
  std::unordered_map<std::string, std::vector<Compiled>> by_area_;
};

}  // namespace platform::site
