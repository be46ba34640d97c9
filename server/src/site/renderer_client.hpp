#pragma once

#include <atomic>
#include <chrono>
#include <functional>
#include <optional>
#include <string>

#include "site/markup.hpp"

namespace platform::site {

struct RendererTiming {
  std::chrono::milliseconds timeout{2000};  // per exchange, connecting included
  std::chrono::milliseconds pause{2000};    // after the renderer was found down or hung
};

// Asks the page renderer (a Node process speaking HTTP/1.1 on a Unix socket, decision 0034) for a
// page's markup. Synchronous and bounded: every exchange ends within the timeout. One fresh
// connection per request: a render takes tens of milliseconds, a connection over a Unix socket
// some microseconds. Thread-safe.
class RendererClient {
 public:
  // on_down: called when an exchange failed below HTTP (refused, reset, timed out), so the
  // renderer can be started again if it has exited (RendererProcess::revive).
  explicit RendererClient(std::string socket_path, std::function<void()> on_down = {},
                          RendererTiming timing = {});

  // POST /render {"url": url}: the markup when the renderer answers 200 with {"status": 200,
  // "head", "body"}. Anything else (another status, a non-200 answer, malformed JSON, a timeout,
  // no renderer) gives nothing, with a warning at most every 10 seconds.
  std::optional<Markup> render(const std::string& url) const;

  // False for a pause after the renderer refused, broke or timed out an exchange: pages go out
  // without markup at once instead of each waiting for a renderer that is not there.
  bool ready() const;

  // GET /health answers 200 within `timeout`.
  bool healthy(std::chrono::milliseconds timeout) const;

  // What the renderer has done (the metrics): renders asked, those that gave no markup, the
  // seconds spent waiting for them, and those waiting now (the renderer draws one at a time).
  struct Statistics {
    unsigned long long renders = 0, failures = 0, waiting = 0;
    double seconds = 0;
  };
  Statistics statistics() const;

 private:
  void failed(const std::string& what, const std::string& url, bool transport) const;

  std::string socket_path_;
  std::function<void()> on_down_;
  RendererTiming timing_;
  mutable std::atomic<std::chrono::steady_clock::rep> paused_until_{0};
  mutable std::atomic<std::chrono::steady_clock::rep> last_warning_;
  mutable std::atomic<unsigned long long> renders_{0}, failures_{0}, waiting_{0}, micros_{0};
};

}  // namespace platform::site
