#pragma once

#include <atomic>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/thread_pool.hpp>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "http/app.hpp"

namespace platform::http {

struct ServerOptions {
  std::string host = "127.0.0.1";
  std::uint16_t port = 8080;
  unsigned threads = 1;
  std::chrono::seconds header_timeout{30};
  std::chrono::seconds body_timeout{60};   // to receive a body once its header arrived
  std::chrono::seconds write_timeout{60};  // to send a response
  std::chrono::seconds stop_deadline{10};  // in-flight requests get this long after SIGTERM
  // For heavy handlers (password hashing) and pages waiting for their server-rendered markup, off
  // the io threads.
  unsigned blocking_threads = 2;
  // Open connections one client address may hold; the next ones are closed at once. The
  // unlimited addresses (the trusted proxies) carry many clients each.
  unsigned max_connections_per_address = 200;
  std::vector<std::string> unlimited_addresses;
  // Listen on a port another process already listens on (both with SO_REUSEPORT): a restart
  // without a gap. Without it a taken port is PortTaken: a second server started by mistake
  // would silently take half of the first one's connections.
  bool reuse_port = false;
  // Called on SIGHUP (on the signal thread): reopening the log file. SIGHUP never stops the server.
  std::function<void()> on_hangup;
};

// The port is taken by another process and reuse_port was not asked for.
class PortTaken : public std::runtime_error {
  using std::runtime_error::runtime_error;
};

// HTTP/1.1 over TCP: accepts connections, reads requests with size limits and timeouts, hands
// them to the App and writes the answers, keeping connections alive. SIGINT/SIGTERM stop it
// gracefully: no new connections, idle ones are closed, in-flight requests finish.
//
// One worker per io thread, each with its own event loop and its own listening socket on the
// same port (SO_REUSEPORT, the kernel spreads connections): a connection lives on one thread, so
// nothing is locked or handed between threads on the request path.
class Server {
 public:
  Server(const App& app, ServerOptions options);
  ~Server();

  // Listens and serves until stopped. Throws when the address cannot be bound.
  void run();

  // Starts a graceful stop; safe from any thread.
  void stop();

  std::uint16_t port() const { return bound_port_; }

  struct Connection;  // one client connection (defined in server.cpp)

 private:
  struct Worker {
    Worker() : io(1), acceptor(io) {}
    boost::asio::io_context io;
    boost::asio::ip::tcp::acceptor acceptor;
  };

  void listen(Worker& worker, const boost::asio::ip::tcp::endpoint& endpoint);
  void start_accepting(Worker& worker);
  // Counts the connection under its address; false when the address already holds its limit.
  bool admit(const std::shared_ptr<Connection>& connection);
  void on_connection_closed(const std::shared_ptr<Connection>& connection);
  // Out of descriptors: closes the connections that wait for a request, so that the ones being
  // answered finish and new clients get in.
  void shed_idle_connections();

  const App& app_;
  ServerOptions options_;
  std::unique_ptr<boost::asio::thread_pool> blocking_;  // heavy handlers (App::heavy)
  std::vector<std::unique_ptr<Worker>> workers_;
  std::unique_ptr<boost::asio::steady_timer> stop_timer_;  // on the first worker's loop
  std::atomic<bool> stopping_{false};
  std::uint16_t bound_port_ = 0;
  std::mutex connections_mutex_;
  std::unordered_set<std::shared_ptr<Connection>> connections_;
  std::unordered_map<std::string, unsigned> per_address_;  // open connections, under the mutex
  std::jthread watchdog_;  // from stop(): ends the process if the graceful stop overruns
};

}  // namespace platform::http
