#include <gtest/gtest.h>

#include <boost/url/parse.hpp>

#include "site/areas.hpp"
#include "site/pages.hpp"
#include "site/route_manifest.hpp"

using namespace platform;

TEST(Areas, SubdomainChoosesTheArea) {
  EXPECT_EQ(site::resolve_area("bravo.festival.ru", std::nullopt, "festival.ru"), "bravo");
  EXPECT_EQ(site::resolve_area("ID.festival.ru:443", std::nullopt, "festival.ru"), "id");
  EXPECT_EQ(site::resolve_area("festival.ru", std::nullopt, "festival.ru"), "main");
  EXPECT_EQ(site::resolve_area("unknown.festival.ru", std::nullopt, "festival.ru"), "main");
  EXPECT_EQ(site::resolve_area("www.events.festival.ru", std::nullopt, "festival.ru"), "events");
  EXPECT_EQ(site::resolve_area("bravo.localhost:8080", std::nullopt, "localhost"), "bravo");
}

TEST(Areas, DomainParameterWinsOnlyOnLocalhost) {
  EXPECT_EQ(site::resolve_area("localhost:8080", "events", "localhost"), "events");
  EXPECT_EQ(site::resolve_area("127.0.0.1:8080", "oki", "localhost"), "oki");
  EXPECT_EQ(site::resolve_area("localhost:8080", "nonsense", "localhost"), "main");
  EXPECT_EQ(site::resolve_area("festival.ru", "bravo", "festival.ru"), "main");
}

namespace {

const char* kManifest = R"({
  "version": "v1", "product": "Территория творчества",
  "areas": {"main": {"name": "Т", "title": "Главная", "description": "Платформа"}},
  "routes": [
    {"name": "main", "area": "main", "path": "/", "title": "Главная", "description": "d"},
    {"name": "main-poisk", "area": "main", "path": "/poisk/", "title": "Поиск", "description": "d"},
    {"name": "main-blog-type-code", "area": "main", "path": "/blog/:type?/:code/", "title": "Статья", "description": "d"},
    {"name": "slug", "area": "main", "path": "/:slug/", "title": "Страница", "description": "d"},
    {"name": "events-festivals-filters", "area": "events", "path": "/festivals/:filters+/", "title": "Фестивали", "description": "d"}
  ]})";

}  // namespace

TEST(RouteManifest, MatchesPatternsPerArea) {
  const auto m = site::RouteManifest::parse(kManifest);
  ASSERT_NE(m.match("main", "/").route, nullptr);
  EXPECT_EQ(m.match("main", "/").route->name, "main");
  EXPECT_EQ(m.match("main", "/poisk/").route->name, "main-poisk");  // literal beats /:slug/
  EXPECT_EQ(m.match("main", "/o-nas/").route->name, "slug");
  EXPECT_EQ(m.match("main", "/blog/news/leto/").route->name, "main-blog-type-code");
  EXPECT_EQ(m.match("main", "/blog/leto/").route->name, "main-blog-type-code");
  EXPECT_EQ(m.match("main", "/a/b/c/").route, nullptr);
  EXPECT_EQ(m.match("events", "/festivals/gorod-moskva/u-morya/").route->name,
            "events-festivals-filters");
  EXPECT_EQ(m.match("events", "/festivals/").route, nullptr);
  EXPECT_EQ(m.match("bravo", "/").route, nullptr);
  EXPECT_EQ(m.match("main", "/a//b/").route, nullptr);
  EXPECT_EQ(m.match("main", "/../").route, nullptr);
}

TEST(RouteManifest, SlashlessFormNeedsRedirect) {
  const auto m = site::RouteManifest::parse(kManifest);
  EXPECT_TRUE(m.match("main", "/poisk").needs_trailing_slash);
  EXPECT_FALSE(m.match("main", "/poisk/").needs_trailing_slash);
  EXPECT_FALSE(m.match("main", "/").needs_trailing_slash);
}

TEST(RouteManifest, RefusesMalformedManifests) {
  EXPECT_THROW(site::RouteManifest::parse("[]"), std::runtime_error);
  EXPECT_THROW(site::RouteManifest::parse(R"({"version":"1","product":"x"})"), std::runtime_error);
  EXPECT_THROW(site::RouteManifest::parse(R"({"version":"1","product":"x","routes":[{"name":1}]})"),
               std::runtime_error);
}

TEST(Pages, InjectsEscapedTitleAndDescription) {
  const std::string html =
      R"(<html><head><title>x</title><meta name="description" content="y"></head></html>)";
  const auto out =
      site::PageRenderer::inject_meta(html, "Театр <Браво>", "Школа \"Браво\" & студия");
  EXPECT_NE(out.find("<title>Театр &lt;Браво&gt;</title>"), std::string::npos);
  EXPECT_NE(out.find(R"(content="Школа &quot;Браво&quot; &amp; студия")"), std::string::npos);
}

namespace {

http::Response render(const site::PageRenderer& pages, const std::string& area,
                      const std::string& target) {
  static const http::RawRequest raw;
  const auto url = boost::urls::parse_origin_form(target).value();
  http::Request request{raw, url, std::string(url.path()), "id", "127.0.0.1", area, {}};
  return pages.render(request);
}

}  // namespace

TEST(Pages, StatusFollowsTheManifest) {
  const site::PageRenderer pages(
      R"(<html><head><title>x</title><meta name="description" content="y"></head></html>)",
      site::RouteManifest::parse(kManifest), "festival.ru");
  auto r = render(pages, "main", "/poisk/?text=a");
  EXPECT_EQ(r.status, http::Status::ok);
  EXPECT_NE(r.body_view().find("<title>Поиск</title>"), std::string::npos);

  r = render(pages, "main", "/poisk?domain=main&text=a");
  EXPECT_EQ(r.status, http::Status::moved_permanently);
  EXPECT_EQ(r.headers[http::beast_http::field::location], "/poisk/?domain=main&text=a");

  r = render(pages, "bravo", "/nothing/");
  EXPECT_EQ(r.status, http::Status::not_found);
  EXPECT_NE(r.body_view().find("<title>Территория творчества — Страница не найдена</title>"),
            std::string::npos);
}

TEST(Pages, RefusesATemplateWithoutTheTitleOrDescriptionSpots) {
  const std::string wrapped =
      "<html><head><title>x</title><meta\n  name=\"description\"\n  "
      "content=\"y\"\n/></head></html>";
  EXPECT_THROW(site::PageRenderer(wrapped, site::RouteManifest::parse(kManifest), "festival.ru"),
               std::runtime_error);
}

TEST(Pages, HandsTheBaseDomainToTheAppInADataBlockNotAnInlineScript) {
  const auto out = site::PageRenderer::inject_config("<html><head><title>x</title></head></html>",
                                                     "festival.ru");
  EXPECT_NE(
      out.find(
          R"(<script type="application/json" id="platform-config">{"baseDomain":"festival.ru"}</script></head>)"),
      std::string::npos);
  const auto hostile = site::PageRenderer::inject_config("<head></head>", "a</script><b");
  EXPECT_EQ(hostile.find("</script><b"), std::string::npos) << hostile;
}
