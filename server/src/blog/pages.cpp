#include "blog/pages.hpp"

#include <boost/json.hpp>
#include <charconv>
#include <chrono>

#include "content/pages.hpp"
#include "core/concat.hpp"
#include "core/text.hpp"
#include "site/head.hpp"

namespace platform::blog {
namespace json = boost::json;
using Answer = site::PageRenderer::DynamicAnswer;

namespace {

constexpr const char* kBlogPath = "/blog/";

int number_at(std::string_view text, std::size_t at, std::size_t length) {
  int value = 0;
  std::from_chars(text.data() + at, text.data() + at + length, value);
  return value;
}

Answer not_found() {
  Answer a;
  a.kind = Answer::Kind::not_found;
  return a;
}

std::string article_path(const Article& a) {
  return core::concat(kBlogPath, a.type_code, "/", a.code, "/");
}

std::string article_head(const Article& a, const std::string& url, const std::string& base_url,
                         const std::string& product) {
  json::object article{{"@context", "https://schema.org"},
                       {"@type", "Article"},
                       {"headline", a.title},
                       {"mainEntityOfPage", url},
                       {"url", url},
                       {"dateModified", a.updated_at},
                       {"publisher", json::object{{"@type", "Organization"}, {"name", product}}}};
  if (a.published_at) article["datePublished"] = *a.published_at;
  if (a.lead) article["description"] = *a.lead;
  if (a.cover) article["image"] = base_url + *a.cover;
  article["author"] = a.author ? json::object{{"@type", "Person"}, {"name", *a.author}}
                               : json::object{{"@type", "Organization"}, {"name", product}};
  return site::canonical_link(url) + "<script type=\"application/ld+json\">" +
         site::script_json(article) + "</script>";
}

std::string rss_xml(const std::vector<Article>& articles, const http::Request& request,
                    const std::string& base_domain, const std::string& channel_title) {
  const std::string blog_url = site::area_url(request, base_domain, "main", kBlogPath);
  std::string out =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\">\n<channel>\n"
      "  <title>" +
      core::escape_html(channel_title) + "</title>\n  <link>" + core::escape_html(blog_url) +
      "</link>\n  <description>Новости, статьи и истории участников творческих событий"
      "</description>\n  <language>ru</language>\n";
  for (const auto& a : articles) {
    const std::string url = site::area_url(request, base_domain, "main", article_path(a));
    out += "  <item>\n    <title>" + core::escape_html(a.title) + "</title>\n    <link>" +
           core::escape_html(url) + "</link>\n    <guid isPermaLink=\"true\">" +
           core::escape_html(url) + "</guid>\n    <category>" + core::escape_html(a.type_name) +
           "</category>\n";
    if (a.published_at) out += "    <pubDate>" + rfc822_time(*a.published_at) + "</pubDate>\n";
    if (a.lead) out += "    <description>" + core::escape_html(*a.lead) + "</description>\n";
    out += "  </item>\n";
  }
  out += "</channel>\n</rss>\n";
  return out;
}

}  // namespace

std::string rfc822_time(std::string_view utc) {
  using namespace std::chrono;
  static constexpr const char* kDays[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
  static constexpr const char* kMonths[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                            "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  if (utc.size() < 19) return std::string(utc);
  const year_month_day date{year{number_at(utc, 0, 4)},
                            month{static_cast<unsigned>(number_at(utc, 5, 2))},
                            day{static_cast<unsigned>(number_at(utc, 8, 2))}};
  if (!date.ok()) return std::string(utc);
  const weekday wd{sys_days{date}};
  return core::concat(kDays[wd.c_encoding()], ", ", utc.substr(8, 2), " ",
                      kMonths[static_cast<unsigned>(date.month()) - 1], " ", utc.substr(0, 4), " ",
                      utc.substr(11, 8), " +0000");
}

void add_pages(site::PageRenderer& pages, BlogService& blog, const std::string& base_domain) {
  const std::string product = pages.manifest().product();
  pages.add_dynamic(
      "main-blog-type", [&blog, product](const http::Request& request, const site::PageRoute& route,
                                         const std::vector<std::string>& params) {
        Answer a;
        const std::string base_url = site::base_url_of(request);
        if (params.empty()) {
          a.title = core::concat("Блог — ", product);
          a.description = route.description;
          a.head = site::canonical_link(base_url + kBlogPath);
          return a;
        }
        const auto types = blog.published_types();
        for (const auto& t : *types) {
          if (params.size() == 1 && t.code == params[0]) {
            a.title = core::concat(t.name, " — блог — ", product);
            a.description = core::concat(t.name, ": статьи блога платформы «", product, "».");
            a.head = site::canonical_link(core::concat(base_url, kBlogPath, t.code, "/"));
            return a;
          }
        }
        return not_found();
      });
  pages.add_dynamic(
      "main-blog-type-code", [&blog, product](const http::Request& request, const site::PageRoute&,
                                              const std::vector<std::string>& params) {
        if (params.size() != 2) return not_found();
        const auto article = blog.head(params[0], params[1]);
        if (!article) return not_found();
        Answer a;
        a.title =
            article->seo_title ? *article->seo_title : core::concat(article->title, " — ", product);
        a.description = article->seo_description.value_or(article->lead.value_or(article->title));
        const std::string base_url = site::base_url_of(request);
        a.head = article_head(*article, base_url + article_path(*article), base_url, product);
        return a;
      });
  pages.add_document("/rss.xml", [&blog, &pages, base_domain,
                                  product](const http::Request& request) {
    http::Response r;
    if (!content::is_public_area(request.area)) {
      r.status = http::Status::not_found;
      return r;
    }
    const auto* area = pages.manifest().area(request.area);
    const std::string title = request.area == "main" || !area
                                  ? core::concat("Блог — ", product)
                                  : core::concat(area->name, " — блог платформы «", product, "»");
    r.set(http::beast_http::field::content_type, "application/rss+xml; charset=utf-8");
    r.set(http::beast_http::field::cache_control, "no-cache");
    r.body = rss_xml(*blog.feed(request.area), request, base_domain, title);
    return r;
  });
}

}  // namespace platform::blog
