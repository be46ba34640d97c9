#include "http/server.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/strand.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/http/span_body.hpp>
#include <limits>
#include <span>
#include <thread>
#include <vector>

namespace platform::http {
namespace asio = boost::asio;
namespace beast = boost::beast;
using tcp = asio::ip::tcp;
using asio::awaitable;
constexpr auto use_tuple = asio::as_tuple(asio::use_awaitable);

struct Server::Connection {
  explicit Connection(tcp::socket socket) : stream(std::move(socket)) {}
  beast::tcp_stream stream;
  std::atomic<bool> idle{true};  // waiting for the next request, nothing in flight
};

namespace {

awaitable<bool> write_response(beast::tcp_stream& stream, Response& response, bool head_only,
                               bool keep_alive, unsigned version) {
  using SpanResponse = beast_http::response<beast_http::span_body<const char>>;
  SpanResponse msg{response.status, version};
  static_cast<beast_http::fields&>(msg.base()) = std::move(response.headers);
  const auto body = response.body_view();
  msg.body() = std::span<const char>(body.data(), body.size());
  msg.keep_alive(keep_alive);
  msg.prepare_payload();
  beast_http::response_serializer<beast_http::span_body<const char>> serializer{msg};
  boost::system::error_code ec;
  if (head_only) {
    std::tie(ec, std::ignore) = co_await beast_http::async_write_header(stream, serializer, use_tuple);
  } else {
    std::tie(ec, std::ignore) = co_await beast_http::async_write(stream, serializer, use_tuple);
  }
  co_return !ec;
}

bool is_malformed(const boost::system::error_code& ec) {
  return ec.category() == beast_http::make_error_code(beast_http::error::bad_target).category() &&
         ec != beast_http::error::end_of_stream && ec != beast_http::error::partial_message;
}

awaitable<void> serve_connection(std::shared_ptr<Server::Connection> connection, const App& app,
                                 const ServerOptions& options, const std::atomic<bool>& stopping,
                                 std::function<void()> on_closed);

}  // namespace

Server::Server(const App& app, ServerOptions options)
    : app_(app),
      options_(std::move(options)),
      io_(static_cast<int>(options_.threads)),
      acceptor_(asio::make_strand(io_)),
      stop_timer_(asio::make_strand(io_)) {}

Server::~Server() = default;

void Server::run() {
  const tcp::endpoint endpoint(asio::ip::make_address(options_.host), options_.port);
  acceptor_.open(endpoint.protocol());
  acceptor_.set_option(asio::socket_base::reuse_address(true));
  acceptor_.bind(endpoint);
  acceptor_.listen(asio::socket_base::max_listen_connections);
  bound_port_ = acceptor_.local_endpoint().port();

  asio::signal_set signals(io_, SIGINT, SIGTERM);
  signals.async_wait([this](const boost::system::error_code& ec, int signal) {
    if (ec) return;
    spdlog::info("signal {} received: stopping gracefully", signal);
    stop();
  });

  start_accepting();
  spdlog::info("listening on http://{}:{} with {} io threads", options_.host, bound_port_,
               options_.threads);

  std::vector<std::jthread> threads;
  for (unsigned i = 1; i < options_.threads; ++i) threads.emplace_back([this] { io_.run(); });
  io_.run();
  threads.clear();  // joins
  signals.cancel();
  spdlog::info("stopped");
}

void Server::start_accepting() {
  asio::co_spawn(
      acceptor_.get_executor(),
      [this]() -> awaitable<void> {
        for (;;) {
          auto [ec, socket] = co_await acceptor_.async_accept(asio::make_strand(io_), use_tuple);
          if (ec) {
            if (ec == asio::error::operation_aborted || !acceptor_.is_open()) co_return;
            spdlog::warn("accept failed: {}", ec.message());
            continue;
          }
          socket.set_option(tcp::no_delay(true));
          auto connection = std::make_shared<Connection>(std::move(socket));
          {
            std::lock_guard lock(connections_mutex_);
            connections_.insert(connection);
          }
          asio::co_spawn(connection->stream.get_executor(),
                         serve_connection(connection, app_, options_, stopping_,
                                          [this, connection] { on_connection_closed(connection); }),
                         asio::detached);
        }
      },
      asio::detached);
}

void Server::on_connection_closed(const std::shared_ptr<Connection>& connection) {
  std::lock_guard lock(connections_mutex_);
  connections_.erase(connection);
  if (stopping_ && connections_.empty()) {
    asio::post(stop_timer_.get_executor(), [this] { stop_timer_.cancel(); });
  }
}

void Server::stop() {
  if (stopping_.exchange(true)) return;
  asio::post(acceptor_.get_executor(), [this] {
    boost::system::error_code ignored;
    acceptor_.close(ignored);
  });
  std::lock_guard lock(connections_mutex_);
  for (const auto& connection : connections_) {
    // Idle connections are closed now; busy ones close after their response is written.
    asio::post(connection->stream.get_executor(), [connection] {
      if (connection->idle) connection->stream.cancel();
    });
  }
  asio::post(stop_timer_.get_executor(), [this, empty = connections_.empty()] {
    if (empty) return;
    stop_timer_.expires_after(options_.stop_deadline);
    stop_timer_.async_wait([this](const boost::system::error_code& ec) {
      if (ec) return;  // every connection closed in time
      spdlog::warn("requests still running after {}s: stopping anyway",
                   options_.stop_deadline.count());
      io_.stop();
    });
  });
}

namespace {

awaitable<void> serve_connection(std::shared_ptr<Server::Connection> connection, const App& app,
                                 const ServerOptions& options, const std::atomic<bool>& stopping,
                                 std::function<void()> on_closed) {
  beast::tcp_stream& stream = connection->stream;
  beast::flat_buffer buffer;
  boost::system::error_code ignored;
  const auto remote_endpoint = stream.socket().remote_endpoint(ignored);
  const std::string remote_ip = ignored ? std::string() : remote_endpoint.address().to_string();

  // Answers a request refused before its body was read, then reads and drops what the client is
  // still sending for a moment: closing at once would reset the connection and the client could
  // lose the answer.
  auto refuse = [&](core::ErrorKind kind, std::string_view method,
                    std::string_view target) -> awaitable<void> {
    Response r = app.refuse(core::ApiError(kind, ""), method, target, remote_ip);
    stream.expires_after(options.write_timeout);
    co_await write_response(stream, r, false, false, 11);
    stream.socket().shutdown(tcp::socket::shutdown_send, ignored);
    stream.expires_after(std::chrono::seconds(2));
    std::vector<char> sink(64 * 1024);
    for (std::size_t drained = 0; drained < (32u << 20);) {
      auto [ec, n] = co_await stream.async_read_some(asio::buffer(sink), use_tuple);
      if (ec) break;
      drained += n;
    }
  };

  for (;;) {
    connection->idle = true;
    if (stopping) break;
    beast_http::request_parser<beast_http::string_body> parser;
    parser.header_limit(16 * 1024);
    // The real limit depends on the content type, known only once the header is in.
    parser.body_limit(std::numeric_limits<std::uint64_t>::max());
    stream.expires_after(options.header_timeout);
    auto [read_ec, read_n] = co_await beast_http::async_read_header(stream, buffer, parser, use_tuple);
    if (read_ec) {
      if (is_malformed(read_ec)) co_await refuse(core::ErrorKind::bad_request, "-", "-");
      break;  // closed by the client, timed out, or cancelled by a stop
    }
    connection->idle = false;

    auto& header = parser.get();
    const auto limit = App::body_limit(header[beast_http::field::content_type]);
    if (parser.content_length() && *parser.content_length() > limit) {
      co_await refuse(core::ErrorKind::payload_too_large, header.method_string(), header.target());
      break;
    }
    parser.body_limit(limit);
    if (!parser.is_done()) {
      if (header[beast_http::field::expect] == "100-continue") {
        beast_http::response<beast_http::empty_body> go_on{beast_http::status::continue_, 11};
        co_await beast_http::async_write(stream, go_on, use_tuple);
      }
      stream.expires_after(options.body_timeout);
      auto [body_ec, body_n] = co_await beast_http::async_read(stream, buffer, parser, use_tuple);
      if (body_ec == beast_http::error::body_limit) {
        co_await refuse(core::ErrorKind::payload_too_large, header.method_string(), header.target());
        break;
      }
      if (body_ec) {
        if (is_malformed(body_ec)) {
          co_await refuse(core::ErrorKind::bad_request, header.method_string(), header.target());
        }
        break;
      }
    }

    RawRequest request = parser.release();
    Response response = app.handle(request, remote_ip);
    const bool keep_alive = request.keep_alive() && !stopping;
    stream.expires_after(options.write_timeout);
    const bool written = co_await write_response(stream, response, request.method() == Verb::head,
                                                 keep_alive, request.version());
    if (!written || !keep_alive) break;
  }
  stream.socket().shutdown(tcp::socket::shutdown_send, ignored);
  stream.close();
  on_closed();
}

}  // namespace

}  // namespace platform::http
