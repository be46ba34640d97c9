#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace platform::results {

// The titles of a contest, highest first (decision 0045).
inline constexpr const char* kGrandPrix = "Гран-при";
inline constexpr const char* kLaureate1 = "Лауреат I степени";
inline constexpr const char* kLaureate2 = "Лауреат II степени";
inline constexpr const char* kLaureate3 = "Лауреат III степени";
inline constexpr const char* kDiplomant = "Дипломант";
inline constexpr const char* kParticipant = "Участник";

// True for one of the six titles above (an override must be one).
bool is_title(const std::string& title);

// The lowest average of each title on the event's scale (Участник: anything below diplomant).
struct Thresholds {
  double grand_prix = 9.5, laureate_1 = 9.0, laureate_2 = 8.0, laureate_3 = 7.0, diplomant = 6.0;
};

// One performance as the rule sees it: its group (nomination and age category: one Гран-при per
// group) and each juror's scores by criterion code.
struct Scored {
  std::string group;
  std::map<long long, std::map<std::string, int>> scores_by_juror;
};

// A juror's scores count when they cover every criterion; the average is the mean over those
// jurors of their mean over the criteria; none when no juror's scores count.
std::optional<double> average(const Scored& performance, const std::vector<std::string>& criteria);

// The title of each performance, in order; empty where it has no average. Гран-при goes to the
// single highest average of a group at or above its threshold; a tie for it gives none (the
// tied performances get Лауреат I степени).
std::vector<std::string> titles(const std::vector<Scored>& performances,
                                const std::vector<std::string>& criteria, const Thresholds& rule);

}  // namespace platform::results
