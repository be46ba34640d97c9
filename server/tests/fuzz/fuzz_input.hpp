#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace platform::fuzz {

// The fuzzer's bytes as text.
inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// The next field of `rest` up to `separator` (all of it when there is none); `rest` moves past it.
// Targets taking several inputs read them from one buffer this way, so corpus files stay
// readable text: one field a line.
inline std::string_view next_field(std::string_view& rest, char separator = '\n') {
  const auto end = rest.find(separator);
  const auto field = rest.substr(0, end);
  rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
  return field;
}

// A broken promise of the code under test: abort, so libFuzzer saves the input as a crash.
[[noreturn]] inline void broken(const char* what) {
  std::fprintf(stderr, "fuzz: broken promise: %s\n", what);
  std::abort();
}

}  // namespace platform::fuzz
