// The bytes of a connection read as the server reads them (http/server.cpp): Boost.Beast's
// request parser with our limits (http/request_limits.hpp), fed the way a socket delivers
// them, in pieces, then what App::handle reads first of a whole request: the target, the area
// from Host and ?domain=, and the origin check of a state-changing request.
//
// Input: the first byte is the size of the pieces the bytes arrive in (0: all at once), the rest
// is what the client sent.
#include <algorithm>
#include <boost/asio/buffer.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/error.hpp>
#include <boost/url/parse.hpp>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "fuzz_input.hpp"
#include "http/message.hpp"
#include "http/origin.hpp"
#include "http/request_limits.hpp"
#include "site/areas.hpp"

namespace {

using namespace platform;
namespace beast = boost::beast;
namespace beast_http = boost::beast::http;

// A client socket that hands out the input `piece` bytes per read, then end of stream.
struct Wire {
  std::string_view rest;
  std::size_t piece;

  bool read_into(beast::flat_buffer& buffer) {
    if (rest.empty()) return false;
    const auto n = piece == 0 ? rest.size() : std::min(piece, rest.size());
    const auto space = buffer.prepare(n);
    boost::asio::buffer_copy(space, boost::asio::buffer(rest.data(), n));
    buffer.commit(n);
    rest.remove_prefix(n);
    return true;
  }
};

// Beast's async_read_header and async_read (boost/beast/http/impl/read.hpp) without the socket:
// parse what is buffered, read more when the parser needs it, end of stream when the wire is
// empty. Like them, eager for the body only.
beast::error_code read_until(http::RequestParser& parser, beast::flat_buffer& buffer, Wire& wire,
                             bool whole_message) {
  const auto done = [&] { return whole_message ? parser.is_done() : parser.is_header_done(); };
  parser.eager(whole_message);
  beast::error_code ec;
  while (!done()) {
    if (buffer.size() > 0) {
      const auto used = parser.put(buffer.data(), ec);
      buffer.consume(used);
      if (!ec) continue;
      if (ec != beast_http::error::need_more) return ec;
      ec = {};
    }
    if (!wire.read_into(buffer)) {
      if (!parser.got_some()) return beast_http::error::end_of_stream;
      parser.put_eof(ec);  // an error unless the message ends at the end of the stream
      return ec;
    }
  }
  return ec;
}

void handle_head(const http::RawRequest& request) {
  const auto target = boost::urls::parse_origin_form(request.target());
  if (!target) return;  // 400 "Некорректный адрес запроса"
  std::optional<std::string> domain;
  for (const auto& p : target->params()) {
    if (p.key == "domain") domain = p.value;
  }
  const auto host = request[beast_http::field::host];
  (void)site::resolve_area(host, domain, "festival.ru");
  if (http::is_state_changing(request.method_string())) {
    (void)http::origin_allowed(request[beast_http::field::origin],
                               request[beast_http::field::referer], "festival.ru",
                               {request["X-Forwarded-Proto"] == "https", host});
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  Wire wire{fuzz::as_text(data + 1, size - 1), data[0]};
  beast::flat_buffer buffer;
  // Keep-alive: requests follow one another on the connection until one fails or it ends.
  for (int requests = 0; requests < 8; ++requests) {
    http::RequestParser parser;
    http::limit_header(parser);
    if (read_until(parser, buffer, wire, false)) return 0;
    if (!http::limit_body(parser)) return 0;  // 413 before the body
    if (read_until(parser, buffer, wire, true)) return 0;
    const http::RawRequest request = parser.release();
    if (request.body().size() > http::body_limit(request[beast_http::field::content_type])) {
      fuzz::broken("a body over its limit");
    }
    handle_head(request);
    if (!request.keep_alive()) return 0;
  }
  return 0;
}
