#pragma once

#include <boost/json/value.hpp>
#include <optional>

namespace platform::core {

// An optional as JSON: its value, or null.
template <typename T>
boost::json::value or_null(const std::optional<T>& v) {
  return v ? boost::json::value(*v) : boost::json::value(nullptr);
}

}  // namespace platform::core
