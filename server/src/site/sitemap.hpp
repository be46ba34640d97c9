#pragma once

#include <functional>
#include <string>
#include <vector>

namespace platform::site {

// What the other domains add to an area's /sitemap.xml beyond the manifest's fixed pages and the
// catalogue's (decision 0028): published content pages, the blog's pages, and which addresses to
// leave out (noindex). Filled while the server is set up, read on every sitemap request.
struct SitemapSources {
  using Source = std::function<void(const std::string& area, std::vector<std::string>& paths)>;
  std::vector<Source> sources;
  std::function<bool(const std::string& area, const std::string& path)> excluded;

  // The paths of the sources for the area.
  std::vector<std::string> paths(const std::string& area) const {
    std::vector<std::string> out;
    for (const auto& source : sources) source(area, out);
    return out;
  }
};

}  // namespace platform::site
