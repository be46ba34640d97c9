#include "catalog/filter_path.hpp"

#include <algorithm>

namespace platform::catalog {

std::vector<std::string> canonical_entries(const FilterSelection& s) {
  std::vector<std::string> out;
  if (s.creative_type) out.push_back("tvorchestvo-" + s.creative_type->slug);
  if (s.city) out.push_back("gorod-" + s.city->slug);
  if (s.age_category) out.push_back("vozrast-" + s.age_category->slug);
  for (const auto* t : s.tags) out.push_back(t->slug);
  return out;
}

FilterPath parse_filter_path(const std::vector<std::string>& entries, const Snapshot& h) {
  FilterPath out;
  if (entries.empty()) return out;
  auto& s = out.selection;
  const auto take = [](std::string_view entry,
                       std::string_view prefix) -> std::optional<std::string_view> {
    if (entry.size() > prefix.size() && entry.starts_with(prefix))
      return entry.substr(prefix.size());
    return std::nullopt;
  };
  for (const auto& entry : entries) {
    // A tag's own slug first: no tag slug starts with a filter prefix in practice, and a tag
    // named like one would otherwise be unreachable.
    if (const auto* tag = h.tag(entry)) {
      if (std::find(s.tags.begin(), s.tags.end(), tag) != s.tags.end()) return out;
      s.tags.push_back(tag);
    } else if (const auto v = take(entry, "tvorchestvo-")) {
      if (s.creative_type || !(s.creative_type = h.creative_type(*v))) return out;
    } else if (const auto v2 = take(entry, "gorod-")) {
      if (s.city || !(s.city = h.city(*v2))) return out;
    } else if (const auto v3 = take(entry, "vozrast-")) {
      if (s.age_category || !(s.age_category = h.age_category(*v3))) return out;
    } else {
      return out;
    }
  }
  std::sort(s.tags.begin(), s.tags.end(),
            [](const HandbookEntry* a, const HandbookEntry* b) { return a->slug < b->slug; });
  out.canonical = canonical_entries(s);
  out.result =
      out.canonical == entries ? FilterPath::Result::canonical : FilterPath::Result::redirect;
  return out;
}

namespace {

// «Вокальные» -> «вокальные» for the middle of a sentence (Cyrillic capitals are two bytes).
std::string lower_first(const std::string& text) {
  if (text.size() >= 2 && static_cast<unsigned char>(text[0]) == 0xD0) {
    const auto b = static_cast<unsigned char>(text[1]);
    std::string out = text;
    if (b >= 0x90 && b <= 0x9F) {  // А..П -> а..п
      out[1] = static_cast<char>(b + 0x20);
    } else if (b >= 0xA0 && b <= 0xAF) {  // Р..Я -> р..я
      out[0] = static_cast<char>(0xD1);
      out[1] = static_cast<char>(b - 0x20);
    }
    return out;
  }
  return text;
}

}  // namespace

PageText filter_page_text(const FilterSelection& s) {
  std::string title = s.creative_type ? s.creative_type->extra + " конкурсы и фестивали"
                                      : std::string("Конкурсы и фестивали");
  if (s.city) title += " " + s.city->extra;
  if (s.age_category) title += ": " + lower_first(s.age_category->title);
  if (!s.tags.empty()) {
    title += s.age_category ? ", " : ": ";
    for (std::size_t i = 0; i < s.tags.size(); ++i) {
      if (i) title += ", ";
      title += i == 0 && !s.age_category ? s.tags[i]->title : lower_first(s.tags[i]->title);
    }
  }
  std::string description = title +
                            " — афиша с датами, ценами и свободными местами. "
                            "Выберите событие и подайте заявку онлайн.";
  return {title, description};
}

}  // namespace platform::catalog
