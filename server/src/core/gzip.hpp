#pragma once

#include <string>
#include <string_view>

namespace platform::core {

// The bytes as a gzip stream (RFC 1952, what `Content-Encoding: gzip` names), compressed by zlib at
// `level` (1 fastest .. 9 smallest). Throws std::runtime_error when zlib fails (out of memory).
std::string gzip(std::string_view bytes, int level = 6);

}  // namespace platform::core
