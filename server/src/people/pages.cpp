#include "people/pages.hpp"

#include "core/concat.hpp"
#include "site/head.hpp"

namespace platform::people {

namespace {

using PageAnswer = site::PageRenderer::DynamicAnswer;

bool is_code(const std::string& code) {
  return !code.empty() && code.size() <= 100 &&
         code.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") == std::string::npos;
}

}  // namespace

PageAnswer page_head(const PeopleDirectory::Head& head, PageKind kind, const std::string& code,
                     const std::string& product, const std::string& base_url) {
  PageAnswer a;
  if (!head.found) {
    a.kind = PageAnswer::Kind::not_found;
    return a;
  }
  const bool mentor = kind == PageKind::mentor;
  a.title = core::concat(head.name, ", ", head.role, " — ", product);
  a.description = head.description;
  a.head = site::canonical_link(
      core::concat(base_url, mentor ? kMentorPrefix : kParticipantPrefix, code, "/"));
  return a;
}

void add_pages(site::PageRenderer& pages, PeopleDirectory& directory,
               site::SitemapSources& sitemap) {
  const std::string product = pages.manifest().product();
  const auto add = [&pages, &directory, &product](const char* route, PageKind kind) {
    pages.add_dynamic(
        route, [&directory, product, kind](const http::Request& request, const site::PageRoute&,
                                           const std::vector<std::string>& params) {
          if (params.size() != 1 || !is_code(params[0])) {
            PageAnswer a;
            a.kind = PageAnswer::Kind::not_found;
            return a;
          }
          const auto head = kind == PageKind::mentor ? directory.mentor_head(params[0])
                                                     : directory.participant_head(params[0]);
          return page_head(*head, kind, params[0], product, site::base_url_of(request));
        });
  };
  add(kMentorRoute, PageKind::mentor);
  add(kParticipantRoute, PageKind::participant);
  sitemap.sources.emplace_back([&directory](const std::string& area, auto& paths) {
    if (area != "main") return;
    for (const auto& path : *directory.page_paths()) paths.push_back(path);
  });
}

}  // namespace platform::people
