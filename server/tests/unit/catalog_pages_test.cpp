// Filter pages: path entries <-> filters (canonical order, redirects, 404), titles built from the
// filters, the festival page's JSON-LD and the sitemap, from a manifest fixture.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "catalog/filter_path.hpp"
#include "catalog/pages.hpp"
#include "site/route_manifest.hpp"

using namespace platform::catalog;
using Kind = platform::site::PageRenderer::DynamicAnswer::Kind;

namespace {

Snapshot handbooks() {
  Snapshot s;
  s.cities = {{1, "moskva", "Москва", "", "", "в Москве"}, {2, "sochi", "Сочи", "", "", "в Сочи"}};
  s.creative_types = {{1, "vokalnoe", "Вокал", "mic", "", "Вокальные"},
                      {2, "teatralnoe", "Театр", "mask", "", "Театральные"}};
  s.age_categories = {{1, "deti", "Дети (7–12 лет)", "", "", ""}};
  s.tags = {{1, "u-morya", "У моря", "wave", "#1E88E5", ""},
            {2, "goryashie", "Горящие", "fire", "#E53935", ""}};
  return s;
}

const char* kManifest = R"({"version": "t", "product": "Территория творчества",
  "areas": {"events": {"name": "События", "title": "t", "description": "d"}},
  "routes": [
    {"name": "events", "area": "events", "path": "/", "title": "t", "description": "d"},
    {"name": "events-festivals-filters", "area": "events", "path": "/festivals/:filters+/", "title": "t", "description": "d"},
    {"name": "events-festival-code", "area": "events", "path": "/festival/:code/", "title": "t", "description": "d"}
  ]})";

}  // namespace

TEST(FilterPath, ReadsEveryKindOfEntry) {
  const auto h = handbooks();
  const auto p = parse_filter_path(
      {"tvorchestvo-vokalnoe", "gorod-moskva", "vozrast-deti", "goryashie", "u-morya"}, h);
  ASSERT_EQ(p.result, FilterPath::Result::canonical);
  EXPECT_EQ(p.selection.creative_type->slug, "vokalnoe");
  EXPECT_EQ(p.selection.city->slug, "moskva");
  EXPECT_EQ(p.selection.age_category->slug, "deti");
  ASSERT_EQ(p.selection.tags.size(), 2u);
}

TEST(FilterPath, CanonicalOrderRoundTrips) {
  const auto h = handbooks();
  const std::vector<std::string> shuffled = {"u-morya", "gorod-sochi", "goryashie",
                                             "tvorchestvo-teatralnoe"};
  const auto p = parse_filter_path(shuffled, h);
  ASSERT_EQ(p.result, FilterPath::Result::redirect);
  const std::vector<std::string> canonical = {"tvorchestvo-teatralnoe", "gorod-sochi", "goryashie",
                                              "u-morya"};
  EXPECT_EQ(p.canonical, canonical);
  EXPECT_EQ(canonical_entries(p.selection), canonical);
  const auto again = parse_filter_path(canonical, h);
  EXPECT_EQ(again.result, FilterPath::Result::canonical);
  EXPECT_EQ(again.canonical, canonical);
}

TEST(FilterPath, UnknownOrDoubledEntriesAreNotFound) {
  const auto h = handbooks();
  EXPECT_EQ(parse_filter_path({"gorod-atlantida"}, h).result, FilterPath::Result::unknown);
  EXPECT_EQ(parse_filter_path({"gorod-moskva", "gorod-sochi"}, h).result,
            FilterPath::Result::unknown);
  EXPECT_EQ(parse_filter_path({"u-morya", "u-morya"}, h).result, FilterPath::Result::unknown);
  EXPECT_EQ(parse_filter_path({"tvorchestvo-"}, h).result, FilterPath::Result::unknown);
  EXPECT_EQ(parse_filter_path({"chto-to"}, h).result, FilterPath::Result::unknown);
  EXPECT_EQ(parse_filter_path({}, h).result, FilterPath::Result::unknown);
}

TEST(FilterPath, BuildsRussianTitlesFromTheFilters) {
  const auto h = handbooks();
  const auto title = [&](const std::vector<std::string>& e) {
    return filter_page_text(parse_filter_path(e, h).selection).title;
  };
  EXPECT_EQ(title({"tvorchestvo-vokalnoe", "gorod-moskva"}),
            "Вокальные конкурсы и фестивали в Москве");
  EXPECT_EQ(title({"gorod-sochi"}), "Конкурсы и фестивали в Сочи");
  EXPECT_EQ(title({"u-morya"}), "Конкурсы и фестивали: У моря");
  EXPECT_EQ(title({"tvorchestvo-teatralnoe", "vozrast-deti", "goryashie", "u-morya"}),
            "Театральные конкурсы и фестивали: дети (7–12 лет), горящие, у моря");
  EXPECT_NE(
      filter_page_text(parse_filter_path({"gorod-sochi"}, h).selection).description.find("в Сочи"),
      std::string::npos);
}

TEST(FilterPage, AnswersPageRedirectOrNotFound) {
  const auto h = handbooks();
  const auto page = filter_page(h, "/festivals/", {"tvorchestvo-vokalnoe", "gorod-moskva"},
                                "Территория творчества");
  EXPECT_EQ(page.kind, Kind::page);
  EXPECT_EQ(page.title, "Вокальные конкурсы и фестивали в Москве — Территория творчества");
  EXPECT_NE(page.head.find("href=\"/festivals/tvorchestvo-vokalnoe/gorod-moskva/\""),
            std::string::npos);
  const auto moved = filter_page(h, "/festivals/", {"gorod-moskva", "tvorchestvo-vokalnoe"}, "T");
  EXPECT_EQ(moved.kind, Kind::redirect);
  EXPECT_EQ(moved.location, "/festivals/tvorchestvo-vokalnoe/gorod-moskva/");
  EXPECT_EQ(filter_page(h, "/festivals/", {"gorod-x"}, "T").kind, Kind::not_found);
}

TEST(FilterPage, ParameterSegmentsFollowThePattern) {
  using platform::site::PageRenderer;
  EXPECT_EQ(PageRenderer::parameter_segments("/festivals/:filters+/", "/festivals/a/b/"),
            (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(PageRenderer::parameter_segments("/festival/:code/", "/festival/x/"),
            (std::vector<std::string>{"x"}));
}

TEST(FestivalPage, HeadHasCanonicalAndEventJsonLd) {
  const auto f =
      boost::json::parse(
          R"({"name": "Фестиваль «Звёзды» </script>", "date": {"start": "2027-01-02", "end": "2027-01-03"},
    "description": ["Первый абзац.", "Второй."], "photo": "/api/event/x/cover.svg", "price_participation": 4500,
    "places_left": 0, "place": {"online": false, "name": "КЦ", "address": "ул. Ленина, 1", "city": "Москва", "lat": 55.1, "lon": 37.2}})")
          .as_object();
  const auto head = festival_head(f, "https://events.example.ru", "/festival/x/");
  EXPECT_NE(head.find("<link rel=\"canonical\" href=\"https://events.example.ru/festival/x/\">"),
            std::string::npos);
  const auto start = head.find("<script type=\"application/ld+json\">") + 35;
  const auto end = head.rfind("</script>");
  EXPECT_EQ(head.find("</script>", start), end) << "no early </script>";
  const auto ld = boost::json::parse(head.substr(start, end - start)).as_object();
  EXPECT_EQ(ld.at("@type"), "Event");
  EXPECT_EQ(ld.at("startDate"), "2027-01-02");
  EXPECT_EQ(ld.at("location").at("geo").at("latitude"), 55.1);
  EXPECT_EQ(ld.at("offers").at("availability"), "https://schema.org/SoldOut");
  EXPECT_EQ(ld.at("image"), "https://events.example.ru/api/event/x/cover.svg");
}

TEST(Sitemap, ListsStaticPagesFestivalsAndSingleFilterPages) {
  const auto manifest = platform::site::RouteManifest::parse(kManifest);
  const auto xml =
      sitemap_xml(manifest, "events", "https://e.ru", handbooks(), {"zvezdy"}, {"imena-rossii"});
  EXPECT_NE(xml.find("<loc>https://e.ru/</loc>"), std::string::npos);
  EXPECT_NE(xml.find("<loc>https://e.ru/festival/zvezdy/</loc>"), std::string::npos);
  EXPECT_NE(xml.find("<loc>https://e.ru/festivals/tvorchestvo-vokalnoe/</loc>"), std::string::npos);
  EXPECT_NE(xml.find("<loc>https://e.ru/festivals/gorod-sochi/</loc>"), std::string::npos);
  EXPECT_NE(xml.find("<loc>https://e.ru/festivals/vozrast-deti/</loc>"), std::string::npos);
  EXPECT_NE(xml.find("<loc>https://e.ru/festivals/u-morya/</loc>"), std::string::npos);
  EXPECT_EQ(xml.find("imena-rossii"), std::string::npos) << "no project route in this manifest";
  EXPECT_EQ(
      sitemap_xml(manifest, "main", "https://e.ru", handbooks(), {"zvezdy"}, {}).find("<loc>"),
      std::string::npos);
}

TEST(Sitemap, ListsProjectPagesOnceWhenAFixedPageHasItsOwnRoute) {
  const auto manifest = platform::site::RouteManifest::parse(R"({"version": "t", "product": "П",
    "areas": {"events": {"name": "События", "title": "t", "description": "d"}},
    "routes": [
      {"name": "events-kreativnye-proekty-imena-rossii", "area": "events", "path": "/kreativnye-proekty/imena-rossii/", "title": "t", "description": "d"},
      {"name": "events-kreativnye-proekty-slug", "area": "events", "path": "/kreativnye-proekty/:slug+/", "title": "t", "description": "d"}
    ]})");
  const auto xml = sitemap_xml(manifest, "events", "https://e.ru", handbooks(), {},
                               {"imena-rossii", "kemp-novaya-volna"});
  const std::string fixed = "<loc>https://e.ru/kreativnye-proekty/imena-rossii/</loc>";
  ASSERT_NE(xml.find(fixed), std::string::npos);
  EXPECT_EQ(xml.find(fixed, xml.find(fixed) + 1), std::string::npos) << "listed once";
  EXPECT_NE(xml.find("<loc>https://e.ru/kreativnye-proekty/kemp-novaya-volna/</loc>"),
            std::string::npos);
}
