// multipart/form-data: the boundary from a Content-Type value (the input's first line), then the
// body (the rest) split into parts. parse_multipart promises a pure function safe for any bytes,
// whose parts point into the body: a part outside it would be a read of freed or foreign memory
// once the request is gone.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_input.hpp"
#include "http/multipart.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace platform;
  std::string_view rest = fuzz::as_text(data, size);
  const auto content_type = fuzz::next_field(rest);
  const std::string_view body = rest;
  // A Content-Type the server refuses still leaves the body worth splitting: use a fixed boundary.
  const auto boundary = http::multipart_boundary(content_type).value_or("b");
  if (boundary.empty() || boundary.size() > 70) fuzz::broken("boundary of a refused length");
  const auto parts = http::parse_multipart(body, boundary);
  if (!parts) return 0;
  if (parts->size() > 100) fuzz::broken("more than 100 parts");
  for (const auto& part : *parts) {
    const bool inside =
        part.data.empty() || (part.data.data() >= body.data() &&
                              part.data.data() + part.data.size() <= body.data() + body.size());
    if (!inside) fuzz::broken("a part's data outside the body");
  }
  return 0;
}
