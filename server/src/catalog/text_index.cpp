#include "catalog/text_index.hpp"

#include <algorithm>
#include <functional>
#include <string_view>
#include <unordered_map>

namespace platform::catalog {

namespace {

// Calls `add(stem)` for each stem of a stemmed document (stems separated by spaces).
template <typename Add>
void each_stem(std::string_view document, Add&& add) {
  std::size_t from = 0;
  while (from < document.size()) {
    auto to = document.find(' ', from);
    if (to == std::string_view::npos) to = document.size();
    if (to > from) add(document.substr(from, to - from));
    from = to + 1;
  }
}

}  // namespace

void TextIndex::Builder::add(const Text& text) {
  const auto found = position_of_.find(text.event_id);
  if (found == position_of_.end()) return;  // not published
  const auto position = static_cast<std::uint32_t>(found->second);
  const auto add = [&](std::uint8_t part) {
    return [&, part](std::string_view stem) {
      auto it = by_stem_.find(stem);
      if (it == by_stem_.end())
        it = by_stem_.emplace(std::string(stem), std::vector<Posting>{}).first;
      auto& postings = it->second;
      // One text is read whole before the next: its postings are the last ones.
      if (!postings.empty() && (postings.back() >> kPartBits) == position) {
        postings.back() |= part;
      } else {
        postings.push_back(position << kPartBits | part);
      }
    };
  };
  each_stem(text.name, add(kName));
  each_stem(text.labels, add(kLabels));
  each_stem(text.body, add(kBody));
}

TextIndex TextIndex::Builder::build() && {
  std::vector<decltype(by_stem_)::iterator> sorted;
  sorted.reserve(by_stem_.size());
  std::size_t chars = 0, postings = 0;
  for (auto it = by_stem_.begin(); it != by_stem_.end(); ++it) {
    sorted.push_back(it);
    chars += it->first.size();
    postings += it->second.size();
  }
  std::sort(sorted.begin(), sorted.end(),
            [](const auto& a, const auto& b) { return a->first < b->first; });
  TextIndex index;
  index.events_ = events_;
  index.stem_chars_.reserve(chars);
  index.stem_ends_.reserve(sorted.size());
  index.posting_ends_.reserve(sorted.size());
  index.postings_.reserve(postings);
  for (const auto& it : sorted) {
    index.stem_chars_ += it->first;
    index.stem_ends_.push_back(static_cast<std::uint32_t>(index.stem_chars_.size()));
    index.postings_.insert(index.postings_.end(), it->second.begin(), it->second.end());
    index.posting_ends_.push_back(static_cast<std::uint32_t>(index.postings_.size()));
    std::vector<Posting>().swap(it->second);  // freed as it is copied
  }
  by_stem_.clear();
  return index;
}

std::string_view TextIndex::stem(std::size_t i) const {
  const std::size_t from = i == 0 ? 0 : stem_ends_[i - 1];
  return std::string_view(stem_chars_).substr(from, stem_ends_[i] - from);
}

std::vector<std::vector<std::uint8_t>> TextIndex::parts_of(
    const std::vector<QueryTerm>& terms) const {
  std::vector<std::vector<std::uint8_t>> out;
  out.reserve(terms.size());
  for (const auto& term : terms) {
    auto& parts = out.emplace_back(events_, 0);
    std::size_t i = 0;
    for (std::size_t count = stem_count(); count > 0;) {  // the first stem not before term.stem
      const std::size_t half = count / 2;
      if (stem(i + half) < term.stem) {
        i += half + 1;
        count -= half + 1;
      } else {
        count = half;
      }
    }
    for (; i < stem_count() && stem(i).starts_with(term.stem); ++i) {
      if (!term.matches(stem(i))) break;  // an exact term: only its own stem, first
      const std::size_t from = i == 0 ? 0 : posting_ends_[i - 1];
      for (std::size_t k = from; k < posting_ends_[i]; ++k) {
        const auto posting = postings_[k];
        parts[posting >> kPartBits] |= static_cast<std::uint8_t>(posting & ((1U << kPartBits) - 1));
      }
    }
  }
  return out;
}

std::vector<std::uint64_t> TextIndex::matching(const std::vector<QueryTerm>& terms) const {
  std::vector<std::uint64_t> bits((events_ + 63) / 64, 0);
  if (terms.empty()) return bits;
  const auto parts = parts_of(terms);
  for (std::size_t p = 0; p < events_; ++p) {
    bool all = true;
    for (const auto& term_parts : parts) all = all && term_parts[p] != 0;
    if (all) bits[p / 64] |= std::uint64_t{1} << (p % 64);
  }
  return bits;
}

TextIndex::Ranked TextIndex::ranked(const std::vector<QueryTerm>& terms, std::size_t limit) const {
  Ranked out;
  if (terms.empty()) return out;
  const auto parts = parts_of(terms);
  struct Scored {
    std::uint32_t position;
    std::uint32_t key;  // higher first
  };
  const auto better = [](const Scored& a, const Scored& b) {
    return a.key != b.key ? a.key > b.key : a.position < b.position;
  };
  // The best `limit` so far, as a heap whose front is the worst of them: a common word matches
  // tens of thousands of events, and only the page's end is wanted.
  std::vector<Scored> best;
  best.reserve(limit);
  for (std::size_t p = 0; p < events_; ++p) {
    if (parts.front()[p] == 0) continue;
    bool all = true, all_in_name = true;
    std::uint32_t score = 0;
    for (const auto& term_parts : parts) {
      const auto in = term_parts[p];
      all = all && in != 0;
      all_in_name = all_in_name && (in & kName) != 0;
      score += ((in & kName) != 0 ? 10 : 0) + ((in & kLabels) != 0 ? 4 : 0) +
               ((in & kBody) != 0 ? 1 : 0);
    }
    if (!all) continue;
    ++out.total;
    const Scored scored{static_cast<std::uint32_t>(p), (all_in_name ? 1U << 24 : 0U) + score};
    if (best.size() < limit) {
      best.push_back(scored);
      std::push_heap(best.begin(), best.end(), better);
    } else if (limit > 0 && better(scored, best.front())) {
      std::pop_heap(best.begin(), best.end(), better);
      best.back() = scored;
      std::push_heap(best.begin(), best.end(), better);
    }
  }
  std::sort_heap(best.begin(), best.end(), better);  // best first
  out.positions.reserve(best.size());
  for (const auto& scored : best) out.positions.push_back(scored.position);
  return out;
}

}  // namespace platform::catalog
