#include "results/rule.hpp"

#include <algorithm>
#include <cmath>

namespace platform::results {
namespace {

// Averages are compared with the thresholds after rounding to hundredths: the figure the
// managers see is the figure that decides (9.4999... shown as 9.50 is 9.50).
double hundredths(double value) {
  return std::round(value * 100) / 100;
}

const char* title_below_grand_prix(double value, const Thresholds& rule) {
  if (value >= rule.laureate_1) return kLaureate1;
  if (value >= rule.laureate_2) return kLaureate2;
  if (value >= rule.laureate_3) return kLaureate3;
  if (value >= rule.diplomant) return kDiplomant;
  return kParticipant;
}

}  // namespace

bool is_title(const std::string& title) {
  for (const char* known :
       {kGrandPrix, kLaureate1, kLaureate2, kLaureate3, kDiplomant, kParticipant}) {
    if (title == known) return true;
  }
  return false;
}

std::optional<double> average(const Scored& performance, const std::vector<std::string>& criteria) {
  if (criteria.empty()) return std::nullopt;
  double sum = 0;
  int jurors = 0;
  for (const auto& [juror, values] : performance.scores_by_juror) {
    double own = 0;
    bool complete = true;
    for (const auto& criterion : criteria) {
      const auto found = values.find(criterion);
      if (found == values.end()) {
        complete = false;
        break;
      }
      own += found->second;
    }
    if (!complete) continue;
    sum += own / static_cast<double>(criteria.size());
    ++jurors;
  }
  if (jurors == 0) return std::nullopt;
  return hundredths(sum / jurors);
}

std::vector<std::string> titles(const std::vector<Scored>& performances,
                                const std::vector<std::string>& criteria, const Thresholds& rule) {
  std::vector<std::optional<double>> averages;
  averages.reserve(performances.size());
  for (const auto& p : performances) averages.push_back(average(p, criteria));

  std::vector<std::string> out(performances.size());
  for (std::size_t i = 0; i < performances.size(); ++i) {
    if (averages[i]) out[i] = title_below_grand_prix(*averages[i], rule);
  }
  // Гран-при: per group, the one highest average at or above the threshold, unless tied.
  std::map<std::string, std::vector<std::size_t>> groups;
  for (std::size_t i = 0; i < performances.size(); ++i) {
    if (averages[i] && *averages[i] >= rule.grand_prix) groups[performances[i].group].push_back(i);
  }
  for (const auto& [group, members] : groups) {
    const auto best = *std::max_element(members.begin(), members.end(), [&](auto a, auto b) {
      return *averages[a] < *averages[b];
    });
    const auto ties = std::count_if(members.begin(), members.end(),
                                    [&](auto i) { return *averages[i] == *averages[best]; });
    if (ties == 1) out[best] = kGrandPrix;
  }
  return out;
}

}  // namespace platform::results
