#include "results/model.hpp"

#include <sodium.h>

#include <algorithm>
#include <set>

#include "catalog/dates.hpp"
#include "core/concat.hpp"

namespace platform::results {

namespace {

// Digits and capitals without 0 O 1 I L: nothing on a printed diploma is read two ways.
constexpr std::string_view kCodeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

// The bytes of the first UTF-8 character of `text`.
std::string_view first_character(std::string_view text) {
  if (text.empty()) return text;
  const auto lead = static_cast<unsigned char>(text[0]);
  const std::size_t n = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
  return text.substr(0, std::min(n, text.size()));
}

}  // namespace

std::string role_title(std::string_view role) {
  if (role == "chair") return "Председатель жюри";
  if (role == "juror") return "Член жюри";
  if (role == "manager") return "Менеджер мероприятия";
  return {};
}

Scoring default_scoring(long long event_id) {
  Scoring s;
  s.event_id = event_id;
  s.criteria = {{"masterstvo", "Исполнительское мастерство"},
                {"obraz", "Художественный образ"},
                {"scena", "Сценическая культура"},
                {"repertuar", "Репертуар и соответствие возрасту"}};
  s.max_score = 10;
  return s;
}

std::vector<std::string> criterion_codes(const Scoring& scoring) {
  std::vector<std::string> out;
  out.reserve(scoring.criteria.size());
  for (const auto& c : scoring.criteria) out.push_back(c.code);
  return out;
}

std::string Review::author() const {
  std::string out = user.first_name;
  const auto initial = first_character(user.last_name);
  if (!initial.empty()) out += core::concat(" ", initial, ".");
  return out;
}

std::vector<Computed> compute(const std::vector<Performance>& performances,
                              const std::vector<Score>& scores,
                              const std::vector<long long>& jurors, const Scoring& scoring) {
  const std::set<long long> counted(jurors.begin(), jurors.end());
  std::map<long long, std::size_t> index;
  std::vector<Scored> scored(performances.size());
  for (std::size_t i = 0; i < performances.size(); ++i) {
    const auto& p = performances[i];
    index[p.id] = i;
    // One Гран-при per nomination and age category.
    scored[i].group = core::concat(p.nomination, "\x1f",
                                   p.age_category_id ? std::to_string(*p.age_category_id) : "-");
  }
  for (const auto& s : scores) {
    const auto found = index.find(s.performance_id);
    if (found == index.end() || !counted.count(s.juror_id)) continue;
    scored[found->second].scores_by_juror[s.juror_id][s.criterion] = s.value;
  }
  const auto codes = criterion_codes(scoring);
  const auto computed_titles = titles(scored, codes, scoring.thresholds);
  std::vector<Computed> out(performances.size());
  for (std::size_t i = 0; i < performances.size(); ++i) {
    out[i].average = average(scored[i], codes);
    out[i].computed_title = computed_titles[i];
    out[i].title =
        performances[i].title_override ? *performances[i].title_override : computed_titles[i];
  }
  return out;
}

std::string dates_text(std::string_view start, std::string_view end) {
  if (!catalog::is_date(start)) return {};
  if (!catalog::is_date(end) || end <= start) return catalog::day_in_words(start);
  const std::string first = catalog::day_in_words(start), last = catalog::day_in_words(end);
  if (start.substr(0, 7) == end.substr(0, 7)) {
    // «12–15 марта 2027»: the first day alone.
    return core::concat(first.substr(0, first.find(' ')), "–", last);
  }
  if (start.substr(0, 4) == end.substr(0, 4)) {
    // «30 марта – 2 апреля 2027»: the first day and month.
    return core::concat(first.substr(0, first.rfind(' ')), " – ", last);
  }
  return core::concat(first, " – ", last);
}

std::string new_diploma_code() {
  std::string code;
  for (std::size_t i = 0; i < kDiplomaCodeLength; ++i) {
    code += kCodeAlphabet[randombytes_uniform(static_cast<std::uint32_t>(kCodeAlphabet.size()))];
  }
  return code;
}

std::string normalize_diploma_code(std::string_view text) {
  if (text.size() != kDiplomaCodeLength) return {};
  std::string out;
  for (char c : text) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    if (kCodeAlphabet.find(c) == std::string_view::npos) return {};
    out += c;
  }
  return out;
}

}  // namespace platform::results
