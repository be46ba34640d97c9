#include "content/page_heads.hpp"

#include "core/concat.hpp"
#include "core/validation.hpp"

namespace platform::content {

void add_pages(site::PageRenderer& pages, PageService& service) {
  using Answer = site::PageRenderer::DynamicAnswer;
  const std::string product = pages.manifest().product();
  for (const auto& route : pages.manifest().routes()) {
    if (route.content.empty()) continue;
    // A pattern with parameters ("/:slug/") shows the page at the request's own address.
    const bool at_address = route.content.find(':') != std::string::npos;
    pages.add_dynamic(route.name, [&service, product, at_address, path = route.content](
                                      const http::Request& request, const site::PageRoute&,
                                      const std::vector<std::string>&) {
      const std::string& wanted = at_address ? request.path : path;
      const auto head =
          core::is_page_path(wanted) ? service.published_head(request.area, wanted) : nullptr;
      Answer answer;
      if (!head) {
        answer.kind = Answer::Kind::not_found;
        return answer;
      }
      answer.title = head->seo_title ? *head->seo_title : core::concat(head->title, " — ", product);
      answer.description = head->seo_description.value_or(head->title);
      return answer;
    });
  }
}

}  // namespace platform::content
