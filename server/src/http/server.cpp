#include "http/server.hpp"

#include <spdlog/spdlog.h>
#include <sys/sendfile.h>
#include <sys/socket.h>

#include <algorithm>
#include <array>
#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http.hpp>
#include <cerrno>
#include <condition_variable>
#include <cstdlib>
#include <ctime>
#include <mutex>
#include <optional>
#include <stop_token>
#include <thread>
#include <utility>
#include <vector>

#include "http/proxies.hpp"
#include "http/request_limits.hpp"

namespace platform::http {
namespace asio = boost::asio;
namespace beast = boost::beast;
using tcp = asio::ip::tcp;
using asio::awaitable;
constexpr auto use_tuple = asio::as_tuple(asio::use_awaitable);

struct Server::Connection {
  explicit Connection(tcp::socket s) : socket(std::move(s)), watchdog(socket.get_executor()) {}
  tcp::socket socket;
  std::string address;  // the peer's, counted against its limit; empty when not counted
  // Timeouts: each phase sets a deadline; a watchdog that ticks four times a second closes the
  // socket once it has passed. Cheaper than arming a timer for every read and write.
  asio::steady_timer watchdog;
  std::chrono::steady_clock::time_point deadline;
  std::atomic<bool> idle{true};  // waiting for the next request, nothing in flight

  void expires_after(std::chrono::steady_clock::duration d) {
    deadline = std::chrono::steady_clock::now() + d;
  }
};

namespace {

// A warning that may repeat thousands of times a second (accept failing for want of descriptors)
// is written at most once a second, with how many were left out meanwhile. One per io thread.
class EverySecond {
 public:
  // Whether to write now; `skipped` says how many were left out since the last one written.
  bool due(unsigned& skipped) {
    const auto now = std::chrono::steady_clock::now();
    if (now - last_ < std::chrono::seconds(1)) {
      ++skipped_;
      return false;
    }
    last_ = now;
    skipped = std::exchange(skipped_, 0);
    return true;
  }

 private:
  std::chrono::steady_clock::time_point last_{};
  unsigned skipped_ = 0;
};

// Accept failed because the process or the system has no descriptor, buffer or memory left: it
// fails again at once until some connection closes.
bool out_of_resources(const boost::system::error_code& ec) {
  return ec == asio::error::no_descriptors || ec == asio::error::no_buffer_space ||
         ec == asio::error::no_memory || ec.value() == ENFILE;
}

// The Date header, formatted at most once a second per thread.
std::string_view http_date() {
  thread_local std::time_t last = 0;
  thread_local char text[64] = {};
  const std::time_t now = std::time(nullptr);
  if (now != last) {
    last = now;
    std::tm tm{};
    gmtime_r(&now, &tm);
    std::strftime(text, sizeof text, "%a, %d %b %Y %H:%M:%S GMT", &tm);
  }
  return text;
}

// Sends the header, then the body straight from the file with sendfile(2): no copy through user
// space for big static files. The header goes with MSG_MORE so it leaves in the first segment.
awaitable<bool> send_file_response(tcp::socket& socket, const std::string& head, int fd,
                                   std::size_t size) {
  for (std::size_t sent = 0; sent < head.size();) {
    auto [ec, n] = co_await socket.async_send(asio::buffer(head.data() + sent, head.size() - sent),
                                              MSG_MORE, use_tuple);
    if (ec) co_return false;
    sent += n;
  }
  off_t offset = 0;
  while (static_cast<std::size_t>(offset) < size) {
    const ssize_t n =
        ::sendfile(socket.native_handle(), fd, &offset, size - static_cast<std::size_t>(offset));
    if (n > 0) continue;
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      auto [ec] = co_await socket.async_wait(tcp::socket::wait_write, use_tuple);
      if (ec) co_return false;
      continue;
    }
    co_return false;  // an error, or the file shrank under us
  }
  co_return true;
}

// Serialises the status line and headers by hand and sends them with the body in one gather
// write: no copy of the body, one system call for small answers.
// idle_timeout: how long a kept-alive connection may wait for its next request; it is announced in
// Keep-Alive so clients (Node's fetch keeps idle sockets 4 s) stop reusing a socket before we close
// it instead of racing our close with their next request.
awaitable<bool> write_response(tcp::socket& socket, const Response& response, bool head_only,
                               bool keep_alive, unsigned version,
                               std::chrono::seconds idle_timeout = std::chrono::seconds(0)) {
  const int status = static_cast<int>(response.status);
  const auto body = response.body_view();
  const bool bodiless = status < 200 || status == 204 || status == 304;
  std::string head;
  head.reserve(320);
  head += version == 10 ? "HTTP/1.0 " : "HTTP/1.1 ";
  head += std::to_string(status);
  head += ' ';
  head += beast_http::obsolete_reason(response.status);
  head += "\r\nDate: ";
  head += http_date();
  head += "\r\n";
  for (const auto& field : response.headers) {
    head += field.name_string();
    head += ": ";
    head += field.value();
    head += "\r\n";
  }
  if (!bodiless) {
    head += "Content-Length: ";
    head += std::to_string(body.size());
    head += "\r\n";
  }
  if (!keep_alive) {
    head += "Connection: close\r\n";
  } else {
    if (version == 10) head += "Connection: keep-alive\r\n";
    head += "Keep-Alive: timeout=";
    head += std::to_string(idle_timeout.count());
    head += "\r\n";
  }
  head += "\r\n";
  boost::system::error_code ec;
  if (response.sendfile_fd >= 0 && !head_only && !bodiless) {
    co_return co_await send_file_response(socket, head, response.sendfile_fd, body.size());
  }
  if (head_only || bodiless || body.empty()) {
    std::tie(ec, std::ignore) = co_await asio::async_write(socket, asio::buffer(head), use_tuple);
  } else {
    const std::array<asio::const_buffer, 2> buffers{asio::buffer(head),
                                                    asio::buffer(body.data(), body.size())};
    std::tie(ec, std::ignore) = co_await asio::async_write(socket, buffers, use_tuple);
  }
  co_return !ec;
}

awaitable<void> watch_deadline(std::shared_ptr<Server::Connection> connection) {
  for (;;) {
    connection->watchdog.expires_after(std::chrono::milliseconds(250));
    auto [ec] = co_await connection->watchdog.async_wait(use_tuple);
    if (ec || !connection->socket.is_open()) co_return;
    if (std::chrono::steady_clock::now() >= connection->deadline) {
      boost::system::error_code ignored;
      connection->socket.close(ignored);  // fails the pending read or write
      co_return;
    }
  }
}

bool is_malformed(const boost::system::error_code& ec) {
  return ec.category() == beast_http::make_error_code(beast_http::error::bad_target).category() &&
         ec != beast_http::error::end_of_stream && ec != beast_http::error::partial_message;
}

awaitable<void> serve_connection(std::shared_ptr<Server::Connection> connection, const App& app,
                                 const ServerOptions& options, asio::thread_pool& blocking,
                                 const std::atomic<bool>& stopping,
                                 std::function<void()> on_closed);

}  // namespace

Server::Server(const App& app, ServerOptions options)
    : app_(app),
      options_(std::move(options)),
      blocking_(std::make_unique<asio::thread_pool>(std::max(1u, options_.blocking_threads))) {
  const unsigned count = std::max(1u, options_.threads);
  for (unsigned i = 0; i < count; ++i) workers_.push_back(std::make_unique<Worker>());
  stop_timer_ = std::make_unique<asio::steady_timer>(workers_.front()->io);
}

Server::~Server() = default;

void Server::listen(Worker& worker, const tcp::endpoint& endpoint) {
  worker.acceptor.open(endpoint.protocol());
  worker.acceptor.set_option(asio::socket_base::reuse_address(true));
  const int on = 1;
  if (::setsockopt(worker.acceptor.native_handle(), SOL_SOCKET, SO_REUSEPORT, &on, sizeof on) !=
      0) {
    throw std::runtime_error("cannot share the listening port between io threads (SO_REUSEPORT)");
  }
  worker.acceptor.bind(endpoint);
  worker.acceptor.listen(asio::socket_base::max_listen_connections);
}

namespace {

// Binds a probe socket to the endpoint without SO_REUSEPORT: it fails when any other socket
// listens there, with or without the option.
void refuse_taken_port(const tcp::endpoint& endpoint) {
  asio::io_context io;
  tcp::acceptor probe(io);
  probe.open(endpoint.protocol());
  probe.set_option(asio::socket_base::reuse_address(true));
  boost::system::error_code ec;
  probe.bind(endpoint, ec);
  if (ec == asio::error::address_in_use) {
    throw PortTaken("port " + std::to_string(endpoint.port()) + " on " +
                    endpoint.address().to_string() +
                    " is taken by another process; --reuse-port shares it on purpose");
  }
}

}  // namespace

void Server::run() {
  tcp::endpoint endpoint(asio::ip::make_address(options_.host), options_.port);
  if (!options_.reuse_port && options_.port != 0) refuse_taken_port(endpoint);
  listen(*workers_.front(), endpoint);
  bound_port_ = workers_.front()->acceptor.local_endpoint().port();
  endpoint.port(bound_port_);  // port 0 picks a free port: the other workers share that one
  for (std::size_t i = 1; i < workers_.size(); ++i) listen(*workers_[i], endpoint);

  // Signals are waited for on a thread of their own: an io thread stuck in a request cannot keep
  // SIGTERM from stopping the server.
  asio::io_context signal_io(1);
  asio::signal_set signals(signal_io, SIGINT, SIGTERM, SIGHUP);
  std::function<void(const boost::system::error_code&, int)> on_signal =
      [this, &signals, &on_signal](const boost::system::error_code& ec, int signal) {
        if (ec) return;
        if (signal == SIGHUP) {
          if (options_.on_hangup) options_.on_hangup();
          signals.async_wait(on_signal);
          return;
        }
        spdlog::info("signal {} received: stopping gracefully", signal);
        stop();
      };
  signals.async_wait(on_signal);
  std::jthread signal_thread([&signal_io] { signal_io.run(); });

  for (auto& worker : workers_) start_accepting(*worker);
  spdlog::info("listening on http://{}:{} with {} io threads", options_.host, bound_port_,
               workers_.size());

  std::vector<std::jthread> threads;
  for (std::size_t i = 1; i < workers_.size(); ++i) {
    threads.emplace_back([worker = workers_[i].get()] { worker->io.run(); });
  }
  workers_.front()->io.run();
  threads.clear();  // joins
  blocking_->join();
  asio::post(signal_io, [&signals] { signals.cancel(); });
  signal_thread.join();
  if (watchdog_.joinable()) {
    watchdog_.request_stop();
    watchdog_.join();
  }
  spdlog::info("stopped");
}

void Server::start_accepting(Worker& worker) {
  asio::co_spawn(
      worker.io,
      [this, &worker]() -> awaitable<void> {
        EverySecond failures;
        EverySecond refusals;
        asio::steady_timer pause(worker.io);
        auto backoff = std::chrono::milliseconds(50);
        for (;;) {
          auto [ec, socket] = co_await worker.acceptor.async_accept(use_tuple);
          if (ec) {
            if (ec == asio::error::operation_aborted || !worker.acceptor.is_open()) co_return;
            unsigned skipped = 0;
            if (failures.due(skipped))
              spdlog::warn("accept failed: {} ({} more since the last line)", ec.message(),
                           skipped);
            if (out_of_resources(ec)) {
              // Retrying at once spins: wait for connections to close, closing the idle ones.
              shed_idle_connections();
              pause.expires_after(backoff);
              co_await pause.async_wait(use_tuple);
              backoff = std::min(backoff * 2, std::chrono::milliseconds(1000));
            }
            continue;
          }
          backoff = std::chrono::milliseconds(50);
          boost::system::error_code ignored;
          socket.set_option(tcp::no_delay(true), ignored);
          socket.native_non_blocking(true, ignored);  // for sendfile(2) alongside the reactor
          auto connection = std::make_shared<Connection>(std::move(socket));
          if (!admit(connection)) {
            unsigned skipped = 0;
            if (refusals.due(skipped)) {
              spdlog::warn("connection from {} closed: it holds {} already ({} more since)",
                           connection->address, options_.max_connections_per_address, skipped);
            }
            connection->socket.close(ignored);
            continue;
          }
          connection->expires_after(options_.header_timeout);
          asio::co_spawn(worker.io, watch_deadline(connection), asio::detached);
          asio::co_spawn(worker.io,
                         serve_connection(connection, app_, options_, *blocking_, stopping_,
                                          [this, connection] { on_connection_closed(connection); }),
                         asio::detached);
        }
      },
      asio::detached);
}

bool Server::admit(const std::shared_ptr<Connection>& connection) {
  boost::system::error_code ec;
  const auto peer = connection->socket.remote_endpoint(ec);
  std::string address = ec ? std::string() : peer.address().to_string();
  address = std::string(plain_address(address));
  const auto& unlimited = options_.unlimited_addresses;
  const bool counted =
      !address.empty() && std::find(unlimited.begin(), unlimited.end(), address) == unlimited.end();
  std::lock_guard lock(connections_mutex_);
  if (counted) {
    auto& open = per_address_[address];
    if (open >= options_.max_connections_per_address) {
      connection->address = address;  // for the log line; not counted
      return false;
    }
    ++open;
    connection->address = address;
  }
  connections_.insert(connection);
  return true;
}

void Server::shed_idle_connections() {
  std::lock_guard lock(connections_mutex_);
  for (const auto& connection : connections_) {
    asio::post(connection->socket.get_executor(), [connection] {
      boost::system::error_code ignored;
      if (connection->idle) connection->socket.close(ignored);
    });
  }
}

void Server::on_connection_closed(const std::shared_ptr<Connection>& connection) {
  std::lock_guard lock(connections_mutex_);
  connections_.erase(connection);
  if (!connection->address.empty()) {
    const auto it = per_address_.find(connection->address);
    if (it != per_address_.end() && --it->second == 0) per_address_.erase(it);
  }
  if (stopping_ && connections_.empty()) {
    asio::post(stop_timer_->get_executor(), [this] { stop_timer_->cancel(); });
  }
}

void Server::stop() {
  if (stopping_.exchange(true)) return;
  // Past the grace (and a second for the io threads to wind down) the process exits, whatever a
  // request is stuck in: a server that will not stop is worse than one that stops hard.
  watchdog_ = std::jthread([grace = options_.stop_deadline](const std::stop_token& token) {
    std::mutex mutex;
    std::condition_variable_any finished;
    std::unique_lock lock(mutex);
    if (finished.wait_for(lock, token, grace + std::chrono::seconds(1), [] { return false; }))
      return;
    if (token.stop_requested()) return;
    spdlog::critical("requests still running {}s after the stop: exiting now", grace.count());
    spdlog::shutdown();
    std::_Exit(1);
  });
  for (auto& worker : workers_) {
    asio::post(worker->io, [w = worker.get()] {
      boost::system::error_code ignored;
      w->acceptor.close(ignored);
    });
  }
  std::lock_guard lock(connections_mutex_);
  for (const auto& connection : connections_) {
    // Idle connections are closed now; busy ones close after their response is written.
    asio::post(connection->socket.get_executor(), [connection] {
      boost::system::error_code ignored;
      if (connection->idle) connection->socket.close(ignored);
    });
  }
  asio::post(stop_timer_->get_executor(), [this] {
    {
      std::lock_guard lock(connections_mutex_);
      if (connections_.empty()) return;
    }
    stop_timer_->expires_after(options_.stop_deadline);
    stop_timer_->async_wait([this](const boost::system::error_code& ec) {
      if (ec) return;  // every connection closed in time
      spdlog::warn("requests still running after {}s: stopping anyway",
                   options_.stop_deadline.count());
      for (auto& worker : workers_) worker->io.stop();
    });
  });
}

namespace {

awaitable<void> serve_connection(std::shared_ptr<Server::Connection> connection, const App& app,
                                 const ServerOptions& options, asio::thread_pool& blocking,
                                 const std::atomic<bool>& stopping,
                                 std::function<void()> on_closed) {
  tcp::socket& stream = connection->socket;
  beast::flat_buffer buffer;
  boost::system::error_code ignored;
  const auto remote_endpoint = stream.remote_endpoint(ignored);
  const std::string remote_ip = ignored ? std::string() : remote_endpoint.address().to_string();

  // Answers a request refused before its body was read, then reads and drops what the client is
  // still sending for a moment: closing at once would reset the connection and the client could
  // lose the answer.
  auto refuse = [&](core::ErrorKind kind, std::string_view method,
                    std::string_view target) -> awaitable<void> {
    Response r = app.refuse(core::ApiError(kind, ""), method, target, remote_ip);
    connection->expires_after(options.write_timeout);
    co_await write_response(stream, r, false, false, 11);
    stream.shutdown(tcp::socket::shutdown_send, ignored);
    connection->expires_after(std::chrono::seconds(2));
    std::vector<char> sink(std::size_t{64} * 1024);
    for (std::size_t drained = 0; drained < (32u << 20);) {
      auto [ec, n] = co_await stream.async_read_some(asio::buffer(sink), use_tuple);
      if (ec) break;
      drained += n;
    }
  };

  for (;;) {
    connection->idle = true;
    if (stopping) break;
    RequestParser parser;
    limit_header(parser);
    connection->expires_after(options.header_timeout);
    auto [read_ec, read_n] =
        co_await beast_http::async_read_header(stream, buffer, parser, use_tuple);
    if (read_ec) {
      if (is_malformed(read_ec)) co_await refuse(core::ErrorKind::bad_request, "-", "-");
      break;  // closed by the client, timed out, or cancelled by a stop
    }
    connection->idle = false;

    auto& header = parser.get();
    if (!limit_body(parser)) {
      co_await refuse(core::ErrorKind::payload_too_large, header.method_string(), header.target());
      break;
    }
    if (!parser.is_done()) {
      if (header[beast_http::field::expect] == "100-continue") {
        static constexpr std::string_view go_on = "HTTP/1.1 100 Continue\r\n\r\n";
        co_await asio::async_write(stream, asio::buffer(go_on), use_tuple);
      }
      connection->expires_after(options.body_timeout);
      auto [body_ec, body_n] = co_await beast_http::async_read(stream, buffer, parser, use_tuple);
      if (body_ec == beast_http::error::body_limit) {
        co_await refuse(core::ErrorKind::payload_too_large, header.method_string(),
                        header.target());
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
    // A heavy handler, or a page that must wait for its server-rendered markup, runs on the
    // blocking pool while this io thread serves other connections; the coroutine resumes here
    // with its answer.
    // (Ifs, not ?: - GCC 12 miscompiles co_await inside a conditional expression.)
    std::optional<Response> quick;
    if (!app.heavy(request)) quick = app.handle_without_waiting(request, remote_ip);
    Response response;
    if (quick) {
      response = std::move(*quick);
    } else {
      response = co_await asio::co_spawn(
          blocking, [&]() -> awaitable<Response> { co_return app.handle(request, remote_ip); },
          asio::use_awaitable);
    }
    const bool keep_alive = request.keep_alive() && !stopping;
    connection->expires_after(options.write_timeout);
    const bool written =
        co_await write_response(stream, response, request.method() == Verb::head, keep_alive,
                                request.version(), options.header_timeout);
    if (!written || !keep_alive) break;
  }
  stream.shutdown(tcp::socket::shutdown_send, ignored);
  stream.close(ignored);
  connection->watchdog.cancel();
  on_closed();
}

}  // namespace

}  // namespace platform::http
