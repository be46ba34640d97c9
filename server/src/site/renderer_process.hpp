#pragma once

#include <sys/types.h>

#include <chrono>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

namespace platform::site {

// The page renderer's file for the --renderer setting (decision 0034): empty means
// <web dir>-ssr/renderer.mjs (a sibling of the web build, so the static file server never serves
// it), "off" means none; a file that does not exist means none too. Logs why when there is none.
std::optional<std::string> renderer_script(std::string_view setting, std::string_view web_dir);

// http://HOST:PORT of this server's API as the renderer calls it: the loopback address when the
// server listens on every address or on loopback, otherwise the address it listens on.
std::string api_url_for(std::string_view host, unsigned port);

// The page renderer, `node <script>`, as a child process of the server (decision 0034). It speaks
// HTTP on a Unix socket in a private folder made for it, and learns that socket, this server's
// API and the base domain from its environment (PLATFORM_RENDER_SOCKET, PLATFORM_API_URL,
// PLATFORM_BASE_DOMAIN); the rest of the server's environment is passed on, and its output goes
// to the server's.
class RendererProcess {
 public:
  struct Settings {
    std::string script;
    std::string api_url;
    std::string base_domain;
    std::string program = "node";  // found through PATH
  };

  // Makes the socket folder, starts the renderer and waits until its GET /health answers 200, at
  // most `ready_timeout`; logs whether it is ready and goes on either way (pages then go out
  // without markup until it is). Throws when the folder or the process cannot be made.
  explicit RendererProcess(Settings settings,
                           std::chrono::milliseconds ready_timeout = std::chrono::seconds(15));
  // SIGTERM, and SIGKILL if it has not exited within 5 seconds; the socket folder is removed.
  ~RendererProcess();
  RendererProcess(const RendererProcess&) = delete;
  RendererProcess& operator=(const RendererProcess&) = delete;

  const std::string& socket_path() const { return socket_; }

  // Starts the renderer again when it has exited, at most once per kRestartPause. For when an
  // exchange with it failed; a living renderer is left alone. Thread-safe.
  void revive();
  static constexpr auto kRestartPause = std::chrono::seconds(3);

  // The renderer's process id, or -1 while none runs (tests).
  pid_t pid() const;

 private:
  void start();              // under mutex_
  bool reap(bool log_exit);  // under mutex_: true when the renderer has exited (or none ran)
  void wait_ready(std::chrono::milliseconds timeout);

  Settings settings_;
  std::string dir_;
  std::string socket_;
  mutable std::mutex mutex_;
  pid_t pid_ = -1;
  std::chrono::steady_clock::time_point started_;
};

}  // namespace platform::site
