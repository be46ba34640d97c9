#include "content/page_heads.hpp"

#include <boost/json.hpp>

#include "core/concat.hpp"

namespace platform::content {
namespace json = boost::json;

namespace {

using Answer = site::PageRenderer::DynamicAnswer;

std::string text_or(const json::object& data, const char* key, const std::string& fallback) {
  const auto* v = data.if_contains(key);
  return v && v->is_string() ? std::string(v->get_string()) : fallback;
}

}  // namespace

void add_pages(site::PageRenderer& pages, PageService& service) {
  const std::string product = pages.manifest().product();
  for (const auto& route : pages.manifest().routes()) {
    if (route.content.empty()) continue;
    // A pattern with parameters ("/:slug/") shows the page at the request's own address.
    const bool at_address = route.content.find(':') != std::string::npos;
    pages.add_dynamic(route.name, [&service, product, at_address, path = route.content](
                                      const http::Request& request, const site::PageRoute&,
                                      const std::vector<std::string>&) {
      const std::string& wanted = at_address ? request.path : path;
      const auto body = is_page_path(wanted) ? service.published(request.area, wanted) : nullptr;
      Answer answer;
      if (!body) {
        answer.kind = Answer::Kind::not_found;
        return answer;
      }
      const auto data = json::parse(*body).as_object().at("data").as_object();
      const std::string title = text_or(data, "title", product);
      answer.title = text_or(data, "seo_title", core::concat(title, " — ", product));
      answer.description = text_or(data, "seo_description", title);
      return answer;
    });
  }
}

}  // namespace platform::content
