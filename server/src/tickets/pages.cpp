#include "tickets/pages.hpp"

#include <boost/json.hpp>

#include "catalog/dates.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"
#include "site/head.hpp"

namespace platform::tickets {
namespace json = boost::json;

namespace {

std::string text_of(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v && v->is_string() ? std::string(v->get_string()) : std::string();
}

// schema.org's Event of a show: where, when (the venue's time, Moscow), the tiers as offers.
json::object event_ld(const json::object& show, const std::string& url) {
  const auto& place = show.at("place").as_object();
  const auto& city = place.at("city").as_object();
  json::array offers;
  for (const auto& t : show.at("tiers").as_array()) {
    const auto& tier = t.as_object();
    offers.push_back(
        json::object{{"@type", "Offer"},
                     {"name", tier.at("name")},
                     {"price", tier.at("price")},
                     {"priceCurrency", "RUB"},
                     {"availability", tier.at("on_sale").as_bool() ? "https://schema.org/InStock"
                                                                   : "https://schema.org/SoldOut"},
                     {"url", url}});
  }
  const bool cancelled = text_of(show, "status") == "cancelled";
  return {{"@context", "https://schema.org"},
          {"@type", "Event"},
          {"name", show.at("title")},
          {"description", show.at("summary")},
          {"startDate", text_of(show, "starts_at") + ":00+03:00"},
          {"eventStatus",
           cancelled ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled"},
          {"eventAttendanceMode", "https://schema.org/OfflineEventAttendanceMode"},
          {"location",
           {{"@type", "Place"},
            {"name", place.at("name")},
            {"address",
             {{"@type", "PostalAddress"},
              {"streetAddress", place.at("address")},
              {"addressLocality", city.at("name")},
              {"addressCountry", "RU"}}}}},
          {"typicalAgeRange", text_of(show, "age_rating")},
          {"offers", std::move(offers)},
          {"url", url}};
}

}  // namespace

void add_pages(site::PageRenderer& pages, TicketService& tickets, site::SitemapSources& sitemap) {
  const std::string product = pages.manifest().product();
  pages.add_dynamic(kShowRoute, [&tickets, product](const http::Request& request,
                                                    const site::PageRoute&,
                                                    const std::vector<std::string>& params) {
    site::PageRenderer::DynamicAnswer a;
    json::object show;
    try {
      if (params.size() != 1 || params[0].size() > 100) core::throw_not_found();
      show = tickets.show(params[0]);
    } catch (const core::ApiError&) {
      a.kind = site::PageRenderer::DynamicAnswer::Kind::not_found;
      return a;
    }
    const std::string starts = text_of(show, "starts_at");
    const std::string when =
        core::concat(catalog::day_in_words(starts.substr(0, 10)), ", ", starts.substr(11, 5));
    const auto& place = show.at("place").as_object();
    const std::string city = text_of(place.at("city").as_object(), "name");
    a.title = core::concat(text_of(show, "title"), " — ", when, ", ", city, " — ", product);
    a.description = core::concat(text_of(show, "summary"), ". ", when, ", ", text_of(place, "name"),
                                 ". ", text_of(show, "age_rating"), ". Билеты онлайн и в кассе.");
    const std::string url =
        core::concat(site::base_url_of(request), kShowPrefix, text_of(show, "code"), "/");
    a.head = site::canonical_link(url) + "<script type=\"application/ld+json\">" +
             site::script_json(event_ld(show, url)) + "</script>";
    return a;
  });
  sitemap.sources.emplace_back([&tickets](const std::string& area, auto& paths) {
    if (area != "main") return;
    const json::object upcoming = tickets.afisha({});
    for (const auto& item : upcoming.at("items").as_array())
      paths.push_back(core::concat(kShowPrefix, text_of(item.as_object(), "code"), "/"));
  });
}

}  // namespace platform::tickets
