#include "results/pages.hpp"

#include <boost/json.hpp>

#include "core/concat.hpp"
#include "core/errors.hpp"

namespace platform::results {

void add_pages(site::PageRenderer& pages, ResultsService& results) {
  const std::string product = pages.manifest().product();
  pages.add_dynamic(kDiplomaRoute, [&results, product](const http::Request&, const site::PageRoute&,
                                                       const std::vector<std::string>& params) {
    site::PageRenderer::DynamicAnswer a;
    if (params.size() != 1) {
      a.kind = site::PageRenderer::DynamicAnswer::Kind::not_found;
      return a;
    }
    try {
      const auto d = results.diploma(params[0]);
      const auto& event = d.at("event").as_object();
      a.title = core::concat("Диплом «", d.at("title").as_string(), "» — ",
                             d.at("performer").as_string(), " — ", product);
      a.description = core::concat(
          "Диплом № ", d.at("code").as_string(), " подлинный: ", d.at("performer").as_string(),
          ", ", d.at("title").as_string(), ", ", event.at("name").as_string(), ".");
      a.head = "<meta name=\"robots\" content=\"noindex\">";
    } catch (const core::ApiError&) {
      a.kind = site::PageRenderer::DynamicAnswer::Kind::not_found;
    }
    return a;
  });
}

}  // namespace platform::results
