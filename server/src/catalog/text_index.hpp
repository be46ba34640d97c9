#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "catalog/search_text.hpp"

namespace platform::catalog {

// The searched text of the published events in memory (decision 0036), for the search and the
// lists with search text: per stem, the events whose name, labels or description hold it. The
// stems are those the search index of the database holds (catalog::index_events), so a term
// matches here exactly what it matches there (QueryTerm::matches: the stem, or with four
// characters or more every stem it starts). Events are known by their position in EventIndex.
class TextIndex {
 public:
  // One event's searched parts, each its stems separated by spaces (catalog::stemmed_document).
  struct Text {
    long long event_id = 0;
    std::string name, labels, body;
  };

  // Made one event's text at a time, so that the texts themselves (some 40 MB at 100 000
  // events) are never all in memory at once.
  class Builder {
   public:
    // position_of: the published events' positions (EventIndex); events: how many there are.
    Builder(const std::unordered_map<long long, std::size_t>& position_of, std::size_t events)
        : position_of_(position_of), events_(events) {}
    // One event's text (each event once); an event without a position is not published.
    void add(const Text& text);
    TextIndex build() &&;

   private:
    struct StemHash {
      using is_transparent = void;
      std::size_t operator()(std::string_view stem) const {
        return std::hash<std::string_view>{}(stem);
      }
    };
    const std::unordered_map<long long, std::size_t>& position_of_;
    std::size_t events_;
    // Per stem, per position, the parts holding it (see Posting); sorted by stem in build().
    std::unordered_map<std::string, std::vector<std::uint32_t>, StemHash, std::equal_to<>> by_stem_;
  };

  TextIndex() = default;

  // The events matching every term, one bit per position (as EventIndex's bitmaps).
  std::vector<std::uint64_t> matching(const std::vector<QueryTerm>& terms) const;

  // How many events match every term, and the first `limit` of them best first: those whose
  // name holds every term, then by score (each term counts 10 in the name, 4 in the labels, 1 in
  // the description, the weights of the SQL ranking), then by position (date_start, then id).
  struct Ranked {
    long long total = 0;
    std::vector<std::uint32_t> positions;
  };
  Ranked ranked(const std::vector<QueryTerm>& terms, std::size_t limit) const;

 private:
  static constexpr std::uint8_t kName = 1, kLabels = 2, kBody = 4;
  // An event's position shifted left by 3, ORed with the parts holding the stem (kName | kLabels
  // | kBody): 4 bytes a posting, some 3.7 million of them at 100 000 events.
  using Posting = std::uint32_t;
  static constexpr int kPartBits = 3;
  // Per position, the parts in which each term was found (0: not found), one vector per term.
  std::vector<std::vector<std::uint8_t>> parts_of(const std::vector<QueryTerm>& terms) const;

  std::size_t stem_count() const { return stem_ends_.size(); }
  std::string_view stem(std::size_t i) const;

  // Flat, as few blocks as possible (some 100 000 stems at 100 000 events, most of them numbers
  // held by one event): the stems sorted and back to back, stem i ending at stem_ends_[i]; its
  // postings in postings_, ending at posting_ends_[i].
  std::string stem_chars_;
  std::vector<std::uint32_t> stem_ends_;
  std::vector<std::uint32_t> posting_ends_;
  std::vector<Posting> postings_;
  std::size_t events_ = 0;
};

}  // namespace platform::catalog
