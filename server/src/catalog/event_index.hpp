#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "catalog/model.hpp"
#include "catalog/search_text.hpp"
#include "catalog/text_index.hpp"

namespace platform::catalog {

// What the event index is built from (decision 0036): every published event, ordered by
// date_start then id, and its links to creative types, age categories and tags as
// (event id, value id) pairs; the events' texts come one at a time (EachText).
struct EventIndexRows {
  struct Event {
    long long id = 0;
    std::string type;
    std::optional<long long> city_id;
    std::string date_start;  // YYYY-MM-DD
    std::string date_end;
    long long price = 0;  // price_participation
  };
  std::vector<Event> events;
  std::vector<std::pair<long long, long long>> creative_types, age_categories, tags;
};

// Calls its argument with each event's text (the stems the search index holds), one at a time.
using EachText = std::function<void(const std::function<void(const TextIndex::Text&)>&)>;

// The published catalogue in memory for the festival lists (decision 0036): per event its dates
// and price, and per filter value (city, event type, creative type, age category, tag) a bitmap
// of the events that have it. A list is the intersection of the bitmaps of its filters over the
// events whose dates fit, counted and paged without reading the database; the cost grows with
// the number of events a list can show divided by 64, not with their rows. Immutable once built:
// the catalogue service builds a new one after a change to the catalogue.
class EventIndex {
 public:
  // Without each_text, no event is found by text.
  explicit EventIndex(const EventIndexRows& rows, const EachText& each_text = nullptr);

  // Whether find() answers the query: sorted by date or price (lists sorted by places left,
  // which change with every order, stay in SQL).
  static bool answers(const ListQuery& query);

  struct Found {
    long long total = 0;
    std::vector<long long> ids;  // the page's events, in the list's order
  };
  // The published events matching `query` that end on or after its date_min (or `today`) and
  // start on or before its date_max: how many, and the ids of the page asked for. The order is
  // the SQL list's: date_start then id, or price_participation then date_start then id.
  Found find(const ListQuery& query, const std::string& today) const;

  // The festival page's related events: up to `count` published events other than `except`
  // with any of `creative_type_ids`, ending on or after `today`, by date_start then id.
  std::vector<long long> related(const std::vector<long long>& creative_type_ids, long long except,
                                 const std::string& today, std::size_t count) const;

  // GET /api/search: how many published events match every term, and the ids of the page asked
  // for, best first (TextIndex::ranked).
  Found search(const std::vector<QueryTerm>& terms, int page, int per_page) const;

  std::size_t size() const { return events_.size(); }

  // Days since 1970-01-01 of a YYYY-MM-DD date (the dates are checked before they get here).
  static std::int32_t day_of(std::string_view date);

 private:
  // A set of event positions (indexes into events_), one bit each.
  using Bits = std::vector<std::uint64_t>;
  using BitsById = std::unordered_map<long long, Bits>;

  struct Event {
    long long id;
    std::int32_t start;  // days, see day_of
    std::int32_t end;
  };

  // The first position of an event starting on or after `day`.
  std::size_t starting_from(std::int64_t day) const;

  void add_links(BitsById& bits, const std::vector<std::pair<long long, long long>>& links,
                 const std::unordered_map<long long, std::size_t>& position_of);

  std::vector<Event> events_;            // by date_start, then id
  std::vector<std::uint32_t> by_price_;  // positions by price, date_start, id
  std::int32_t longest_ = 0;             // the longest event's end - start, in days
  std::size_t words_ = 0;                // 64-bit words of every bitmap
  BitsById cities_, creative_types_, age_categories_, tags_;
  std::unordered_map<std::string, Bits> types_;  // by event type name
  TextIndex text_;
};

}  // namespace platform::catalog
