#include "arenda/model.hpp"

#include <algorithm>

namespace platform::arenda {

const std::vector<std::pair<std::string_view, std::string_view>>& status_names() {
  static const std::vector<std::pair<std::string_view, std::string_view>> list = {
      {"new", "Новая"},
      {"confirmed", "Подтверждена"},
      {"declined", "Отклонена"},
      {"cancelled", "Отменена"}};
  return list;
}

std::string_view status_name(std::string_view code) {
  for (const auto& [c, name] : status_names()) {
    if (c == code) return name;
  }
  return {};
}

bool may_move(std::string_view from, std::string_view to) {
  // A request is confirmed or declined once; a confirmed rental may still be cancelled.
  return (from == "new" && (to == "confirmed" || to == "declined")) ||
         (from == "confirmed" && to == "cancelled");
}

long long price_of(long long price_hour, std::optional<long long> price_day, int hours) {
  const long long by_hours = price_hour * hours;
  return price_day && *price_day > 0 ? std::min(by_hours, *price_day) : by_hours;
}

}  // namespace platform::arenda
