#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace platform::catalog {

// What a festival list may be filtered by, resolved to ids (slugs are checked by the routes
// against the handbooks). Dates are "YYYY-MM-DD".
struct ListQuery {
  std::optional<long long> city_id;
  std::optional<long long> creative_type_id;
  std::optional<long long> age_category_id;
  std::vector<long long> tag_ids;
  std::vector<std::string> types;       // event types, any of them matches (checked names)
  std::string date_min;                 // events ending on or after it (default: today)
  std::optional<std::string> date_max;  // events starting on or before it
  std::string search;                   // text matched like GET /api/search
  std::string sort = "date";            // date | price | places
  int page = 1;
  int per_page = 12;
};

// The event types (spec section 3), in the order the admin offers them.
inline constexpr const char* kEventTypes[] = {"festival", "contest", "final",     "casting",
                                              "forum",    "camp",    "intensive", "project"};
bool is_event_type(std::string_view type);

// One handbook row as filters and path entries see it.
struct HandbookEntry {
  long long id = 0;
  std::string slug;
  std::string title;
  std::string icon;
  std::string color;  // tags
  std::string extra;  // cities: name_in («в Москве»); creative types: adjective_plural
};

// The handbooks, in their sort order.
struct Handbooks {
  std::vector<HandbookEntry> cities, creative_types, age_categories, tags;
};

// The handbooks, the /api/event/filters answer serialised once, and its ETag: one immutable
// snapshot shared by every request until a change to the catalogue.
struct Snapshot : Handbooks {
  std::string filters_body;  // the whole JSON answer of GET /api/event/filters
  std::string etag;

  const HandbookEntry* city(std::string_view slug) const;
  const HandbookEntry* creative_type(std::string_view slug) const;
  const HandbookEntry* age_category(std::string_view slug) const;
  const HandbookEntry* tag(std::string_view slug) const;
};

}  // namespace platform::catalog
