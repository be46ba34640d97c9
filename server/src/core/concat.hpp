#pragma once

#include <string>
#include <string_view>

namespace platform::core {

// Joins text pieces by appending them to one string. GCC 12 at -O3 misreports chained
// std::string operator+ with literals (-Wrestrict, an error with -Werror): build strings with this.
template <typename... Parts>
std::string concat(const Parts&... parts) {
  std::string out;
  (out.append(std::string_view(parts)), ...);
  return out;
}

}  // namespace platform::core
