#pragma once

// Lets SOCI bind std::optional<T> as a nullable value (SOCI 4.0 knows only boost::optional).
#include <soci/type-conversion-traits.h>

#include <optional>

namespace soci {

template <typename T>
struct type_conversion<std::optional<T>> {
  using base_type = typename type_conversion<T>::base_type;

  static void from_base(const base_type& in, indicator ind, std::optional<T>& out) {
    if (ind == i_null) {
      out.reset();
      return;
    }
    T value;
    type_conversion<T>::from_base(in, ind, value);
    out = std::move(value);
  }

  static void to_base(const std::optional<T>& in, base_type& out, indicator& ind) {
    if (!in) {
      ind = i_null;
      return;
    }
    type_conversion<T>::to_base(*in, out, ind);
  }
};

}  // namespace soci
