#include "http/request_limits.hpp"

#include <cstdint>
#include <limits>

namespace platform::http {

namespace beast_http = boost::beast::http;

std::size_t body_limit(std::string_view content_type) noexcept {
  return content_type.starts_with("multipart/form-data") ? kMultipartBodyLimit : kBodyLimit;
}

void limit_header(RequestParser& parser) {
  parser.header_limit(kHeaderLimit);
  parser.body_limit(std::numeric_limits<std::uint64_t>::max());
}

bool limit_body(RequestParser& parser) {
  const auto limit = body_limit(parser.get()[beast_http::field::content_type]);
  if (parser.content_length() && *parser.content_length() > limit) return false;
  parser.body_limit(limit);
  return true;
}

}  // namespace platform::http
