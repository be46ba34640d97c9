#include "arenda/pages.hpp"

#include "core/concat.hpp"
#include "site/head.hpp"

namespace platform::arenda {

void add_pages(site::PageRenderer& pages, ArendaRepository& repository,
               site::SitemapSources& sitemap) {
  const std::string product = pages.manifest().product();
  pages.add_dynamic(
      kVenueRoute, [&repository, product](const http::Request& request, const site::PageRoute&,
                                          const std::vector<std::string>& params) {
        site::PageRenderer::DynamicAnswer a;
        const auto venue = params.size() == 1 ? repository.venue(params[0]) : std::nullopt;
        if (!venue) {
          a.kind = site::PageRenderer::DynamicAnswer::Kind::not_found;
          return a;
        }
        a.title = core::concat("Аренда залов: ", venue->name, " — ", product);
        a.description = core::concat(venue->city_name, ", ", venue->address, ". Залы: ");
        for (std::size_t i = 0; i < venue->halls.size(); ++i) {
          const auto& hall = venue->halls[i].card;
          a.description += core::concat(i > 0 ? ", " : "", hall.name, " до ",
                                        std::to_string(hall.capacity), " гостей");
        }
        a.description += ". Цены, оборудование, свободные дни и заявка на аренду.";
        a.head = site::canonical_link(
            core::concat(site::base_url_of(request), kVenuePrefix, venue->code, "/"));
        return a;
      });
  sitemap.sources.emplace_back([&repository](const std::string& area, auto& paths) {
    if (area != "arenda") return;
    for (const auto& code : repository.venue_codes())
      paths.push_back(core::concat(kVenuePrefix, code, "/"));
  });
}

}  // namespace platform::arenda
