#include "core/logging.hpp"

#include <spdlog/async.h>
#include <spdlog/sinks/base_sink.h>
#include <spdlog/spdlog.h>

#include <cstdio>
#include <memory>
#include <mutex>

namespace platform::core {
namespace {

// spdlog's stdout sink flushes after every line; this one leaves that to flush().
class BufferedStdoutSink final : public spdlog::sinks::base_sink<std::mutex> {
 protected:
  void sink_it_(const spdlog::details::log_msg& msg) override {
    spdlog::memory_buf_t line;
    formatter_->format(msg, line);
    std::fwrite(line.data(), 1, line.size(), stdout);
  }
  void flush_() override { std::fflush(stdout); }
};

std::shared_ptr<spdlog::logger> access;

}  // namespace

void set_up_logging() {
  static char buffer[1 << 16];
  std::setvbuf(stdout, buffer, _IOFBF, sizeof buffer);
  const auto sink = std::make_shared<BufferedStdoutSink>();
  auto logger = std::make_shared<spdlog::logger>("platform", sink);
  logger->set_pattern("%Y-%m-%dT%H:%M:%S.%e %l %v");
  logger->flush_on(spdlog::level::warn);
  spdlog::set_default_logger(logger);
  // 16 384 queued lines (about 2 MB) and one writer thread.
  spdlog::init_thread_pool(16384, 1);
  access = std::make_shared<spdlog::async_logger>("access", sink, spdlog::thread_pool(),
                                                  spdlog::async_overflow_policy::overrun_oldest);
  access->set_pattern("%Y-%m-%dT%H:%M:%S.%e %l %v");
  spdlog::register_logger(access);
  spdlog::flush_every(std::chrono::seconds(1));
}

spdlog::logger& access_logger() {
  return access ? *access : *spdlog::default_logger();
}

}  // namespace platform::core
