#include "catalog/pages.hpp"

#include <boost/json.hpp>
#include <optional>
#include <set>
#include <string>

#include "catalog/answer_keys.hpp"
#include "catalog/dates.hpp"
#include "catalog/filter_path.hpp"
#include "core/text.hpp"
#include "site/head.hpp"

namespace platform::catalog {
namespace json = boost::json;
using Answer = site::PageRenderer::DynamicAnswer;

namespace {

// The pattern's text before its first parameter: "/festivals/:filters+/" -> "/festivals/".
std::string prefix_of(const std::string& pattern) {
  const auto colon = pattern.find(':');
  return colon == std::string::npos ? pattern : pattern.substr(0, colon);
}

std::string xml_escape(std::string_view text) {
  return core::escape_html(text);
}

std::string first_text(const json::value& description, std::size_t max_bytes) {
  if (!description.is_array() || description.get_array().empty()) return {};
  std::string text(description.get_array()[0].as_string());
  if (text.size() <= max_bytes) return text;
  auto cut = text.rfind(' ', max_bytes);
  if (cut == std::string::npos) cut = max_bytes;
  return text.substr(0, cut) + "…";
}

// The festival as GET /api/event/{code} keeps it, read from the database when it is not kept.
// The page's head is made on every request, kept page or not, and the renderer asked that API
// for the page: parsing the kept answer (10 KB) is a fraction of reading the database (1.5 ms).
std::optional<json::object> kept_festival(CatalogService& catalog, const std::string& code,
                                          const std::string& today) {
  if (const auto answer = catalog.answers().find(festival_answer_key(code, today))) {
    json::value envelope = json::parse(*answer);
    if (auto* data = envelope.as_object().if_contains("data"); data && data->is_object()) {
      return std::move(data->as_object());
    }
  }
  return catalog.festival(code, today);
}

}  // namespace

Answer filter_page(const Snapshot& handbooks, const std::string& route_prefix,
                   const std::vector<std::string>& entries, const std::string& product) {
  const FilterPath path = parse_filter_path(entries, handbooks);
  Answer a;
  if (path.result == FilterPath::Result::unknown) {
    a.kind = Answer::Kind::not_found;
    return a;
  }
  std::string canonical = route_prefix;
  for (const auto& e : path.canonical) canonical += e + "/";
  if (path.result == FilterPath::Result::redirect) {
    a.kind = Answer::Kind::redirect;
    a.location = canonical;
    return a;
  }
  const PageText text = filter_page_text(path.selection);
  a.title = text.title + " — " + product;
  a.description = text.description;
  a.head = site::canonical_link(canonical);
  return a;
}

std::string festival_head(const json::object& f, const std::string& base_url,
                          const std::string& page_path, const std::optional<ReviewRating>& rating) {
  const auto& place = f.at("place").as_object();
  const bool online = place.at("online").as_bool();
  json::object event{
      {"@context", "https://schema.org"},
      {"@type", "Event"},
      {"name", f.at("name")},
      {"startDate", f.at("date").as_object().at("start")},
      {"endDate", f.at("date").as_object().at("end")},
      {"eventStatus", "https://schema.org/EventScheduled"},
      {"eventAttendanceMode", online ? "https://schema.org/OnlineEventAttendanceMode"
                                     : "https://schema.org/OfflineEventAttendanceMode"},
      {"description", first_text(f.at("description"), 500)},
      {"url", base_url + page_path},
  };
  if (f.at("photo").is_string()) {
    event["image"] = base_url + std::string(f.at("photo").as_string());
  }
  if (online) {
    event["location"] = json::object{{"@type", "VirtualLocation"}, {"url", base_url + page_path}};
  } else {
    json::object location{{"@type", "Place"},
                          {"name", place.at("name")},
                          {"address", json::object{{"@type", "PostalAddress"},
                                                   {"streetAddress", place.at("address")},
                                                   {"addressLocality", place.at("city")},
                                                   {"addressCountry", "RU"}}}};
    if (place.at("lat").is_number()) {
      location["geo"] = json::object{{"@type", "GeoCoordinates"},
                                     {"latitude", place.at("lat")},
                                     {"longitude", place.at("lon")}};
    }
    event["location"] = std::move(location);
  }
  event["offers"] = json::object{
      {"@type", "Offer"},
      {"price", f.at("price_participation")},
      {"priceCurrency", "RUB"},
      {"availability", f.at("places_left").to_number<long long>() > 0
                           ? "https://schema.org/InStock"
                           : "https://schema.org/SoldOut"},
      {"url", base_url + page_path},
  };
  if (rating && rating->count > 0) {
    event["aggregateRating"] = json::object{{"@type", "AggregateRating"},
                                            {"ratingValue", rating->average},
                                            {"reviewCount", rating->count},
                                            {"bestRating", 5},
                                            {"worstRating", 1}};
  }
  return site::canonical_link(base_url + page_path) + "<script type=\"application/ld+json\">" +
         site::script_json(event) + "</script>";
}

std::string sitemap_xml(const site::RouteManifest& manifest, const std::string& area,
                        const std::string& base_url, const Snapshot& h,
                        const std::vector<std::string>& event_codes,
                        const std::vector<std::string>& project_slugs,
                        const std::vector<std::string>& extra_paths,
                        const std::function<bool(const std::string&)>& excluded) {
  std::string out =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
  // Each path once: the fixed project pages are routes of their own and project slugs too.
  std::set<std::string> seen;
  const auto add = [&](const std::string& path) {
    if (!seen.insert(path).second || (excluded && excluded(path))) return;
    out += "  <url><loc>" + xml_escape(base_url + path) + "</loc></url>\n";
  };
  for (const auto& route : manifest.routes()) {
    if (route.area != area || route.noindex) continue;
    const std::string prefix = prefix_of(route.pattern);
    if (route.pattern.find(':') == std::string::npos) {
      add(route.pattern);
    } else if (route.name == kFestivalRoute) {
      for (const auto& code : event_codes) add(prefix + code + "/");
    } else if (route.name == kProjectRoute) {
      for (const auto& slug : project_slugs) add(prefix + slug + "/");
    } else if (route.name == kFilterRoute) {
      for (const auto& e : h.creative_types) add(prefix + "tvorchestvo-" + e.slug + "/");
      for (const auto& e : h.cities) add(prefix + "gorod-" + e.slug + "/");
      for (const auto& e : h.age_categories) add(prefix + "vozrast-" + e.slug + "/");
      for (const auto& e : h.tags) add(prefix + e.slug + "/");
    }
  }
  for (const auto& path : extra_paths) add(path);
  out += "</urlset>\n";
  return out;
}

void add_pages(site::PageRenderer& pages, CatalogService& catalog,
               const site::SitemapSources& sitemap, const FestivalRating& rating) {
  const std::string product = pages.manifest().product();
  pages.add_dynamic(
      kFilterRoute, [&catalog, product](const http::Request&, const site::PageRoute& route,
                                        const std::vector<std::string>& entries) {
        return filter_page(*catalog.snapshot(), prefix_of(route.pattern), entries, product);
      });
  pages.add_dynamic(kFestivalRoute, [&catalog, product, rating](
                                        const http::Request& request, const site::PageRoute& route,
                                        const std::vector<std::string>& params) {
    Answer a;
    std::optional<json::object> festival;
    if (params.size() == 1) festival = kept_festival(catalog, params[0], today_utc());
    if (!festival) {
      a.kind = Answer::Kind::not_found;
      return a;
    }
    const std::string path = prefix_of(route.pattern) + params[0] + "/";
    a.title = std::string(festival->at("name").as_string()) + " — " + product;
    a.description = first_text(festival->at("description"), 300);
    a.head = festival_head(*festival, site::base_url_of(request), path,
                           rating ? rating(params[0]) : std::nullopt);
    return a;
  });
  pages.add_dynamic(kProjectRoute,
                    [&catalog, product](const http::Request& request, const site::PageRoute& route,
                                        const std::vector<std::string>& params) {
                      Answer a;
                      std::optional<json::object> project;
                      if (params.size() == 1) project = catalog.project(params[0], today_utc());
                      if (!project) {
                        a.kind = Answer::Kind::not_found;
                        return a;
                      }
                      a.title = std::string(project->at("title").as_string());
                      a.title += " — ";
                      a.title += product;
                      a.description = first_text(json::array{project->at("summary")}, 300);
                      std::string url = site::base_url_of(request);
                      url += prefix_of(route.pattern);
                      url += params[0];
                      url += '/';
                      a.head = site::canonical_link(url);
                      return a;
                    });
  // A copy: the renderer is moved into the app after this.
  auto manifest = std::make_shared<const site::RouteManifest>(pages.manifest());
  pages.add_document("/sitemap.xml", [&catalog, &sitemap, manifest](const http::Request& request) {
    http::Response r;
    r.set(http::beast_http::field::content_type, "application/xml; charset=utf-8");
    r.set(http::beast_http::field::cache_control, "no-cache");
    const auto excluded = [&sitemap, &request](const std::string& path) {
      return sitemap.excluded && sitemap.excluded(request.area, path);
    };
    r.body = sitemap_xml(*manifest, request.area, site::base_url_of(request), *catalog.snapshot(),
                         catalog.published_codes(), catalog.project_slugs(),
                         sitemap.paths(request.area), excluded);
    return r;
  });
  pages.add_document("/robots.txt", [](const http::Request& request) {
    http::Response r;
    r.set(http::beast_http::field::content_type, "text/plain; charset=utf-8");
    r.set(http::beast_http::field::cache_control, "no-cache");
    r.body = "User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: " + site::base_url_of(request) +
             "/sitemap.xml\n";
    return r;
  });
}

}  // namespace platform::catalog
