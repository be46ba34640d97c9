#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catalog/service.hpp"

namespace platform::catalog {

// The filters a festival list path names (docs/api.md, "Filter paths"): creative type
// `tvorchestvo-{slug}`, city `gorod-{slug}`, age category `vozrast-{slug}`, a tag its own slug.
struct FilterSelection {
  const HandbookEntry* creative_type = nullptr;
  const HandbookEntry* city = nullptr;
  const HandbookEntry* age_category = nullptr;
  std::vector<const HandbookEntry*> tags;  // sorted by slug
};

struct FilterPath {
  enum class Result { canonical, redirect, unknown } result = Result::unknown;
  FilterSelection selection;
  // The entries in canonical order: creative type, city, age category, tags alphabetically.
  std::vector<std::string> canonical;
};

// Reads path entries. Unknown entries, two values of one select filter, a repeated tag or no
// entry at all: unknown (404). Known entries out of canonical order: redirect.
FilterPath parse_filter_path(const std::vector<std::string>& entries, const Snapshot& handbooks);

// The path entries of a selection, in canonical order.
std::vector<std::string> canonical_entries(const FilterSelection& selection);

// The page's Russian title and description built from its filters, e.g.
// «Вокальные конкурсы и фестивали в Москве».
struct PageText {
  std::string title;
  std::string description;
};
PageText filter_page_text(const FilterSelection& selection);

}  // namespace platform::catalog
