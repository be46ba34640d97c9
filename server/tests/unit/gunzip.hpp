#pragma once

// For tests of what is sent gzipped: the bytes of a gzip stream, inflated as a browser would.
#include <zlib.h>

#include <array>
#include <stdexcept>
#include <string>
#include <string_view>

namespace platform::test_support {

// Throws unless `compressed` is exactly one whole gzip stream.
inline std::string gunzip(std::string_view compressed) {
  z_stream z{};
  if (inflateInit2(&z, 15 + 16) != Z_OK) throw std::runtime_error("inflateInit2 failed");
  // zlib takes a non-const pointer for its input but never writes through it.
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(compressed.data()));
  z.avail_in = static_cast<uInt>(compressed.size());
  std::string out;
  std::array<char, 16384> buffer{};
  int result = Z_OK;
  while (result == Z_OK) {
    z.next_out = reinterpret_cast<Bytef*>(buffer.data());
    z.avail_out = static_cast<uInt>(buffer.size());
    result = inflate(&z, Z_NO_FLUSH);
    out.append(buffer.data(), buffer.size() - z.avail_out);
  }
  const bool whole = result == Z_STREAM_END && z.avail_in == 0;
  inflateEnd(&z);
  if (!whole) throw std::runtime_error("not one whole gzip stream");
  return out;
}

}  // namespace platform::test_support
