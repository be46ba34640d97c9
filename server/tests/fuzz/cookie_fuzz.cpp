// The Cookie request header: the session cookie's value and another name, as the guard reads
// them (auth/guard.cpp). The value is a piece of the header, never more.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "auth/cookie.hpp"
#include "fuzz_input.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace platform;
  const auto header = fuzz::as_text(data, size);
  for (const std::string_view name :
       {std::string_view(auth::kSessionCookie), std::string_view("a")}) {
    const auto value = auth::cookie_value(header, name);
    if (!value) continue;
    if (header.find(*value) == std::string_view::npos) fuzz::broken("a value not in the header");
    if (value->find(';') != std::string::npos) fuzz::broken("a value across a ';'");
  }
  return 0;
}
