#pragma once

#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/string_body.hpp>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace platform::http {

// The parser every request is read with (server.cpp), and the limits it enforces. The fuzz target
// of the request head (server/tests/fuzz/http_head_fuzz.cpp) uses the very same set-up.
using RequestParser = boost::beast::http::request_parser<boost::beast::http::string_body>;

// The request line and headers together, in bytes: beyond it the request is malformed (400).
inline constexpr std::uint32_t kHeaderLimit = 16 * 1024;
// Bodies: JSON and forms 1 MiB, multipart/form-data uploads 25 MiB (beyond: 413).
inline constexpr std::size_t kBodyLimit = 1u << 20;
inline constexpr std::size_t kMultipartBodyLimit = 25u << 20;

// Largest body accepted for a content type.
std::size_t body_limit(std::string_view content_type) noexcept;

// Sets a fresh parser up for reading a request's header: the header limit, and no body limit yet
// since the real one depends on the content type, known only once the header is in.
void limit_header(RequestParser& parser);

// Once the header is in: sets the body limit of its content type. False when the declared
// Content-Length is already over it, so the request is refused (413) before any body is read.
bool limit_body(RequestParser& parser);

}  // namespace platform::http
