#include "site/renderer_process.hpp"

#include <signal.h>
#include <spawn.h>
#include <spdlog/spdlog.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <thread>
#include <vector>

#include "site/renderer_client.hpp"

namespace platform::site {
namespace {

using Clock = std::chrono::steady_clock;
constexpr auto kStopGrace = std::chrono::seconds(5);
constexpr std::string_view kSocketVariable = "PLATFORM_RENDER_SOCKET=";
constexpr std::string_view kApiVariable = "PLATFORM_API_URL=";
constexpr std::string_view kDomainVariable = "PLATFORM_BASE_DOMAIN=";

// A folder only this user can enter (mkdtemp makes it 0700), short enough for a socket path
// (sun_path holds 108 bytes): under TMPDIR when that leaves room, else under /tmp.
std::string make_socket_folder() {
  std::string base = std::filesystem::temp_directory_path().string();
  if (base.size() > 60) base = "/tmp";
  std::string pattern = base + "/platform-render-XXXXXX";
  if (::mkdtemp(pattern.data()) == nullptr) {
    throw std::runtime_error("cannot make a folder for the page renderer's socket in " + base +
                             ": " + std::strerror(errno));
  }
  return pattern;
}

std::string exit_text(int status) {
  if (WIFEXITED(status)) return "exited with code " + std::to_string(WEXITSTATUS(status));
  if (WIFSIGNALED(status)) return "was killed by signal " + std::to_string(WTERMSIG(status));
  return "stopped";
}

}  // namespace

std::optional<std::string> renderer_script(std::string_view setting, std::string_view web_dir) {
  if (setting == "off") {
    spdlog::info("page renderer: off; the browser renders the pages");
    return std::nullopt;
  }
  std::string file(setting);
  if (file.empty()) {
    std::string dir(web_dir);
    while (dir.size() > 1 && dir.back() == '/') dir.pop_back();
    file = dir + "-ssr/renderer.mjs";
  }
  std::error_code ec;
  if (!std::filesystem::is_regular_file(file, ec)) {
    spdlog::info("page renderer: no file {}; the browser renders the pages", file);
    return std::nullopt;
  }
  return file;
}

std::string api_url_for(std::string_view host, unsigned port) {
  std::string name(host);
  if (name.empty() || name == "0.0.0.0" || name == "127.0.0.1") {
    name = "127.0.0.1";
  } else if (name == "::" || name == "::1") {
    name = "[::1]";
  } else if (name.find(':') != std::string::npos) {
    name = "[" + name + "]";
  }
  return "http://" + name + ":" + std::to_string(port);
}

RendererProcess::RendererProcess(Settings settings, std::chrono::milliseconds ready_timeout)
    : settings_(std::move(settings)), dir_(make_socket_folder()), socket_(dir_ + "/render.sock") {
  {
    std::lock_guard lock(mutex_);
    start();
  }
  wait_ready(ready_timeout);
}

RendererProcess::~RendererProcess() {
  std::lock_guard lock(mutex_);
  if (!reap(false)) {
    ::kill(pid_, SIGTERM);
    const auto deadline = Clock::now() + kStopGrace;
    while (Clock::now() < deadline && !reap(false)) {
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    if (pid_ > 0) {
      spdlog::warn("page renderer (pid {}) still running {}s after SIGTERM: killing it", pid_,
                   kStopGrace.count());
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, nullptr, 0);
      pid_ = -1;
    }
  }
  std::error_code ignored;
  std::filesystem::remove_all(dir_, ignored);
}

pid_t RendererProcess::pid() const {
  std::lock_guard lock(mutex_);
  return pid_;
}

void RendererProcess::start() {
  started_ = Clock::now();
  ::unlink(socket_.c_str());  // left by a renderer that died: it could not listen there again

  std::vector<std::string> env;
  for (char** entry = environ; *entry != nullptr; ++entry) {
    const std::string_view variable(*entry);
    if (variable.starts_with(kSocketVariable) || variable.starts_with(kApiVariable) ||
        variable.starts_with(kDomainVariable)) {
      continue;
    }
    env.emplace_back(variable);
  }
  env.push_back(std::string(kSocketVariable) + socket_);
  env.push_back(std::string(kApiVariable) + settings_.api_url);
  env.push_back(std::string(kDomainVariable) + settings_.base_domain);
  std::vector<char*> envp;
  envp.reserve(env.size() + 1);
  for (auto& variable : env) envp.push_back(variable.data());
  envp.push_back(nullptr);
  std::vector<char*> argv = {settings_.program.data(), settings_.script.data(), nullptr};

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  // Only stdin, stdout and stderr go to the child: not the listening sockets, client connections
  // or database files (it could keep a port or a connection open after the server stopped).
  posix_spawn_file_actions_addclosefrom_np(&actions, 3);
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  // A restart may come from an Asio thread, which blocks every signal, and the server ignores
  // SIGPIPE: the renderer starts with no signal blocked and the default dispositions.
  sigset_t none;
  sigemptyset(&none);
  posix_spawnattr_setsigmask(&attributes, &none);
  sigset_t defaults;
  sigemptyset(&defaults);
  for (const int signal : {SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD}) {
    sigaddset(&defaults, signal);
  }
  posix_spawnattr_setsigdefault(&attributes, &defaults);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);

  pid_t pid = -1;
  const int failed = ::posix_spawnp(&pid, settings_.program.c_str(), &actions, &attributes,
                                    argv.data(), envp.data());
  posix_spawnattr_destroy(&attributes);
  posix_spawn_file_actions_destroy(&actions);
  if (failed != 0) {
    spdlog::error("page renderer: cannot start {} {}: {}", settings_.program, settings_.script,
                  std::strerror(failed));
    pid_ = -1;
    return;
  }
  pid_ = pid;
  spdlog::info("page renderer: started {} {} (pid {}) on {}", settings_.program, settings_.script,
               pid_, socket_);
}

bool RendererProcess::reap(bool log_exit) {
  if (pid_ <= 0) return true;
  int status = 0;
  const pid_t done = ::waitpid(pid_, &status, WNOHANG);
  if (done == 0) return false;
  if (done == pid_ && log_exit) {
    spdlog::warn("page renderer (pid {}) {}", pid_, exit_text(status));
  }
  pid_ = -1;  // exited, or not our child any more (ECHILD)
  return true;
}

void RendererProcess::wait_ready(std::chrono::milliseconds timeout) {
  const RendererClient client(socket_);
  const auto begun = Clock::now();
  const auto deadline = begun + timeout;
  while (Clock::now() < deadline) {
    {
      std::lock_guard lock(mutex_);
      if (reap(true)) {
        spdlog::warn("page renderer: not running; pages go out without server-rendered markup");
        return;
      }
    }
    if (client.healthy(std::chrono::milliseconds(500))) {
      spdlog::info(
          "page renderer: ready in {} ms",
          std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - begun).count());
      return;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  spdlog::warn(
      "page renderer: not ready after {} ms; pages go out without server-rendered markup until it "
      "is",
      timeout.count());
}

void RendererProcess::revive() {
  std::lock_guard lock(mutex_);
  if (!reap(true)) return;  // running: slow or busy, not gone
  if (Clock::now() - started_ < kRestartPause) return;
  spdlog::warn("page renderer: starting it again");
  start();
}

}  // namespace platform::site
