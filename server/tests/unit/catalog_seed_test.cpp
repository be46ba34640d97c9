// The demo catalogue's checks: colours, dates, and references validated before anything is
// inserted.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "catalog/dates.hpp"
#include "catalog/seed.hpp"

namespace json = boost::json;
using namespace platform::catalog;

TEST(CatalogColour, AcceptsThreeOrSixHexDigits) {
  EXPECT_TRUE(is_colour("#fff"));
  EXPECT_TRUE(is_colour("#1E88E5"));
  EXPECT_FALSE(is_colour("1E88E5"));
  EXPECT_FALSE(is_colour("#1E88E"));
  EXPECT_FALSE(is_colour("#GGGGGG"));
  EXPECT_FALSE(is_colour(""));
}

TEST(CatalogDates, AddsDaysAcrossMonthsAndYears) {
  EXPECT_EQ(add_days("2026-11-22", 10), "2026-12-02");
  EXPECT_EQ(add_days("2026-12-31", 1), "2027-01-01");
  EXPECT_EQ(add_days("2028-03-01", -1), "2028-02-29");
  EXPECT_TRUE(is_date("2026-02-28"));
  EXPECT_FALSE(is_date("2026-02-30"));
  EXPECT_FALSE(is_date("2026-2-3"));
  EXPECT_FALSE(is_date("26-02-2026"));
  EXPECT_EQ(today_utc().size(), 10u);
}

TEST(CatalogSeed, TheEmbeddedDemoCatalogueIsValid) {
  const auto catalog = json::parse(demo_catalog_json()).as_object();
  EXPECT_NO_THROW(validate_catalog(catalog));
  EXPECT_GE(catalog.at("events").as_array().size(), 60u);
}

TEST(CatalogSeed, RefusesUnknownReferencesNamingTheEntry) {
  auto catalog = json::parse(demo_catalog_json()).as_object();
  auto& event = catalog["events"].as_array()[0].as_object();
  event["tags"].as_array().push_back("net-takogo-tega");
  try {
    validate_catalog(catalog);
    FAIL() << "accepted an unknown tag";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("net-takogo-tega"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find(std::string(event["code"].as_string())),
              std::string::npos);
  }
}

TEST(CatalogSeed, RefusesMorePlacesLeftThanPlacesAndBadColours) {
  auto catalog = json::parse(demo_catalog_json()).as_object();
  auto copy = catalog;
  copy["events"].as_array()[1].as_object()["places_left"] = 1000000;
  EXPECT_THROW(validate_catalog(copy), std::runtime_error);
  copy = catalog;
  copy["tags"].as_array()[0].as_object()["color"] = "#12345";
  EXPECT_THROW(validate_catalog(copy), std::runtime_error);
  copy = catalog;
  copy["cities"].as_array().push_back(copy["cities"].as_array()[0]);
  EXPECT_THROW(validate_catalog(copy), std::runtime_error);
}
