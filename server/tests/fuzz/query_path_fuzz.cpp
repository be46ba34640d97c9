// The request target as App::handle reads it: Boost.URL's origin-form parse, the query
// parameters handlers look up (Request::query: the area's ?domain=, repeated tags=, react-admin's
// sort/range/filter), and the festival filter path (/festivals/gorod-moskva/vokalnoe/...) read
// against the demo handbooks. A canonical path must read back as itself, and the canonical form
// of any path the parser accepts must be canonical: else the 301 it answers would loop. The same
// bytes are also a portfolio's video link (people::video_link_problem, decision 0044): a link it
// accepts holds no space or control character.
#include <boost/url/parse.hpp>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "catalog/filter_path.hpp"
#include "core/text.hpp"
#include "fuzz_input.hpp"
#include "http/message.hpp"
#include "people/video.hpp"
#include "site/areas.hpp"

namespace {

using namespace platform;
using catalog::FilterPath;
using catalog::HandbookEntry;

// A few entries of each handbook of server/seed/catalog.json, and a tag named like a city filter
// (the parser reads tags first so such a tag stays reachable).
const catalog::Snapshot& handbooks() {
  static const catalog::Snapshot snapshot = [] {
    catalog::Snapshot s;
    s.cities = {{1, "moskva", "Москва", "", "", "в Москве"},
                {2, "sankt-peterburg", "Санкт-Петербург", "", "", "в Санкт-Петербурге"},
                {3, "kazan", "Казань", "", "", "в Казани"}};
    s.creative_types = {{1, "vokalnoe", "Вокал", "", "", "Вокальные"},
                        {2, "teatralnoe", "Театр", "", "", "Театральные"}};
    s.age_categories = {{1, "deti", "Дети (7–12 лет)", "", "", ""},
                        {2, "vzroslye", "Взрослые (26 лет и старше)", "", "", ""}};
    s.tags = {{1, "u-morya", "У моря", "", "#00aaff", ""},
              {2, "goryashie", "Горящие", "", "#ff0000", ""},
              {3, "gorod-masterov", "Город мастеров", "", "#00ff00", ""}};
    return s;
  }();
  return snapshot;
}

void read_filter_path(const std::vector<std::string>& entries) {
  const FilterPath path = catalog::parse_filter_path(entries, handbooks());
  if (path.result == FilterPath::Result::unknown) return;
  if (path.result == FilterPath::Result::canonical && path.canonical != entries) {
    fuzz::broken("a canonical path that differs from its canonical form");
  }
  const FilterPath again = catalog::parse_filter_path(path.canonical, handbooks());
  if (again.result != FilterPath::Result::canonical)
    fuzz::broken("a redirect to a non-canonical path");
  (void)catalog::filter_page_text(path.selection);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto text = fuzz::as_text(data, size);
  if (!people::video_link_problem(text)) {
    for (const char c : text) {
      if (static_cast<unsigned char>(c) <= ' ') fuzz::broken("an accepted video link with a space");
    }
  }
  const auto target = boost::urls::parse_origin_form(text);
  if (!target) return 0;
  static const http::RawRequest raw;
  const http::Request request{raw, *target, std::string(target->path()), "", "", {}, {}};
  for (const std::string_view key : {"domain", "tags", "sort", "range", "filter", "q", ""}) {
    (void)request.query(key);
  }
  (void)site::resolve_area("localhost:8080", request.query("domain"), "localhost");
  // The route /festivals/:filters+/: every segment after the first is a filter entry.
  const auto segments = core::split_path(request.path);
  if (segments.size() < 2) return 0;
  read_filter_path({segments.begin() + 1, segments.end()});
  return 0;
}
