#include "catalog/event_index.hpp"

#include <algorithm>
#include <bit>
#include <chrono>
#include <limits>
#include <stdexcept>

namespace platform::catalog {

namespace {

constexpr std::size_t kBits = 64;

// The words of a bitmap that hold positions [first, last).
struct WordRange {
  std::size_t first = 0, last = 0;
};

// match[w - range.first] &= bits[w] over the range; a missing bitmap empties the match.
void intersect(std::vector<std::uint64_t>& match, const std::vector<std::uint64_t>* bits,
               WordRange range) {
  for (std::size_t w = range.first; w < range.last; ++w) {
    match[w - range.first] &= bits != nullptr ? (*bits)[w] : 0;
  }
}

template <typename Map, typename Key>
const std::vector<std::uint64_t>* bits_of(const Map& map, const Key& key) {
  const auto found = map.find(key);
  return found == map.end() ? nullptr : &found->second;
}

}  // namespace

std::int32_t EventIndex::day_of(std::string_view date) {
  const auto number = [&](std::size_t from, std::size_t count) {
    int value = 0;
    for (std::size_t i = from; i < from + count && i < date.size(); ++i) {
      value = value * 10 + (date[i] - '0');
    }
    return value;
  };
  using namespace std::chrono;
  const year_month_day ymd{year{number(0, 4)}, month{static_cast<unsigned>(number(5, 2))},
                           day{static_cast<unsigned>(number(8, 2))}};
  return static_cast<std::int32_t>(sys_days{ymd}.time_since_epoch().count());
}

EventIndex::EventIndex(const EventIndexRows& rows, const EachText& each_text) {
  events_.reserve(rows.events.size());
  std::unordered_map<long long, std::size_t> position_of;
  position_of.reserve(rows.events.size());
  words_ = (rows.events.size() + kBits - 1) / kBits;
  std::vector<long long> prices;
  prices.reserve(rows.events.size());
  for (const auto& row : rows.events) {
    const std::size_t position = events_.size();
    const Event event{row.id, day_of(row.date_start), day_of(row.date_end)};
    events_.push_back(event);
    prices.push_back(row.price);
    position_of.emplace(row.id, position);
    longest_ = std::max(longest_, event.end - event.start);
    const auto set = [&](Bits& bits) {
      if (bits.empty()) bits.resize(words_);
      bits[position / kBits] |= std::uint64_t{1} << (position % kBits);
    };
    if (row.city_id) set(cities_[*row.city_id]);
    set(types_[row.type]);
  }
  // Positions are the list's date order: the rows must come in it (EventIndexRows).
  if (!std::is_sorted(events_.begin(), events_.end(), [](const Event& a, const Event& b) {
        return a.start != b.start ? a.start < b.start : a.id < b.id;
      })) {
    throw std::invalid_argument("EventIndex: events must come by date_start, then id");
  }
  add_links(creative_types_, rows.creative_types, position_of);
  add_links(age_categories_, rows.age_categories, position_of);
  add_links(tags_, rows.tags, position_of);
  TextIndex::Builder texts(position_of, events_.size());
  if (each_text) each_text([&texts](const TextIndex::Text& text) { texts.add(text); });
  text_ = std::move(texts).build();
  by_price_.resize(events_.size());
  for (std::size_t i = 0; i < by_price_.size(); ++i) by_price_[i] = static_cast<std::uint32_t>(i);
  // Positions already follow date_start then id: a stable sort by price keeps that order within
  // a price.
  std::stable_sort(by_price_.begin(), by_price_.end(),
                   [&](std::uint32_t a, std::uint32_t b) { return prices[a] < prices[b]; });
}

void EventIndex::add_links(BitsById& bits,
                           const std::vector<std::pair<long long, long long>>& links,
                           const std::unordered_map<long long, std::size_t>& position_of) {
  for (const auto& [event_id, value_id] : links) {
    const auto found = position_of.find(event_id);
    if (found == position_of.end()) continue;  // an unpublished event's link
    auto& value_bits = bits[value_id];
    if (value_bits.empty()) value_bits.resize(words_);
    value_bits[found->second / kBits] |= std::uint64_t{1} << (found->second % kBits);
  }
}

bool EventIndex::answers(const ListQuery& query) {
  return query.sort != "places";
}

EventIndex::Found EventIndex::search(const std::vector<QueryTerm>& terms, int page,
                                     int per_page) const {
  Found out;
  if (page < 1 || per_page < 1) return out;
  const auto offset = static_cast<std::size_t>(page - 1) * static_cast<std::size_t>(per_page);
  const auto ranked = text_.ranked(terms, offset + static_cast<std::size_t>(per_page));
  out.total = ranked.total;
  for (std::size_t i = offset; i < ranked.positions.size(); ++i) {
    out.ids.push_back(events_[ranked.positions[i]].id);
  }
  return out;
}

std::size_t EventIndex::starting_from(std::int64_t day) const {
  return static_cast<std::size_t>(
      std::lower_bound(events_.begin(), events_.end(), day,
                       [](const Event& e, std::int64_t d) { return e.start < d; }) -
      events_.begin());
}

std::vector<long long> EventIndex::related(const std::vector<long long>& creative_type_ids,
                                           long long except, const std::string& today,
                                           std::size_t count) const {
  std::vector<long long> out;
  std::vector<const Bits*> types;
  for (const auto id : creative_type_ids) {
    if (const auto* bits = bits_of(creative_types_, id)) types.push_back(bits);
  }
  if (types.empty()) return out;
  const std::int32_t min_day = day_of(today);
  for (std::size_t p = starting_from(std::int64_t{min_day} - longest_);
       p < events_.size() && out.size() < count; ++p) {
    const auto& event = events_[p];
    if (event.end < min_day || event.id == except) continue;
    const bool has_type = std::any_of(types.begin(), types.end(), [p](const Bits* bits) {
      return (((*bits)[p / kBits] >> (p % kBits)) & 1) != 0;
    });
    if (has_type) out.push_back(event.id);
  }
  return out;
}

EventIndex::Found EventIndex::find(const ListQuery& q, const std::string& today) const {
  Found out;
  const std::int32_t min_day = day_of(q.date_min.empty() ? today : q.date_min);
  const std::int32_t max_day =
      q.date_max ? day_of(*q.date_max) : std::numeric_limits<std::int32_t>::max();
  // Events that can end on or after min_day start at most longest_ days before it; those that
  // start on or after it end after it too, so only the ones between are looked at one by one.
  const std::size_t first = starting_from(std::int64_t{min_day} - longest_);
  const std::size_t started = starting_from(min_day);
  const std::size_t last = max_day == std::numeric_limits<std::int32_t>::max()
                               ? events_.size()
                               : starting_from(std::int64_t{max_day} + 1);
  if (first >= last) return out;

  const WordRange range{first / kBits, (last + kBits - 1) / kBits};
  Bits match(range.last - range.first, 0);
  const auto set = [&](std::size_t position) {
    match[position / kBits - range.first] |= std::uint64_t{1} << (position % kBits);
  };
  for (std::size_t p = first; p < std::min(started, last); ++p) {
    if (events_[p].end >= min_day) set(p);
  }
  for (std::size_t p = std::max(started, first); p < last; ++p) set(p);

  if (q.city_id) intersect(match, bits_of(cities_, *q.city_id), range);
  if (!q.types.empty()) {
    Bits any(match.size(), 0);
    for (const auto& type : q.types) {
      if (const auto* bits = bits_of(types_, type)) {
        for (std::size_t w = range.first; w < range.last; ++w) any[w - range.first] |= (*bits)[w];
      }
    }
    for (std::size_t i = 0; i < match.size(); ++i) match[i] &= any[i];
  }
  if (q.creative_type_id) intersect(match, bits_of(creative_types_, *q.creative_type_id), range);
  if (q.age_category_id) intersect(match, bits_of(age_categories_, *q.age_category_id), range);
  for (const auto tag : q.tag_ids) intersect(match, bits_of(tags_, tag), range);
  if (!q.search.empty()) {
    // No term left (stop words, punctuation) matches nothing, as in SQL.
    const auto terms = query_terms(q.search);
    const Bits found = terms.empty() ? Bits(words_, 0) : text_.matching(terms);
    intersect(match, &found, range);
  }

  for (const auto word : match) out.total += std::popcount(word);
  const long long offset = static_cast<long long>(q.page - 1) * q.per_page;
  if (offset >= out.total || q.per_page <= 0) return out;
  long long skip = offset;
  const auto wanted = static_cast<std::size_t>(q.per_page);
  if (q.sort == "price") {
    for (const auto p : by_price_) {
      if (p < first || p >= last) continue;
      if (((match[p / kBits - range.first] >> (p % kBits)) & 1) == 0) continue;
      if (skip > 0) {
        --skip;
        continue;
      }
      out.ids.push_back(events_[p].id);
      if (out.ids.size() == wanted) break;
    }
    return out;
  }
  for (std::size_t i = 0; i < match.size() && out.ids.size() < wanted; ++i) {
    std::uint64_t word = match[i];
    const auto count = std::popcount(word);
    if (skip >= count) {  // the whole word is before the page
      skip -= count;
      continue;
    }
    while (word != 0 && out.ids.size() < wanted) {
      const auto bit = static_cast<std::size_t>(std::countr_zero(word));
      word &= word - 1;
      if (skip > 0) {
        --skip;
        continue;
      }
      out.ids.push_back(events_[(range.first + i) * kBits + bit].id);
    }
  }
  return out;
}

}  // namespace platform::catalog
