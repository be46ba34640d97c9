#include "core/logging.hpp"

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

}  // namespace

void set_up_logging() {
  static char buffer[1 << 16];
  std::setvbuf(stdout, buffer, _IOFBF, sizeof buffer);
  auto logger = std::make_shared<spdlog::logger>("platform", std::make_shared<BufferedStdoutSink>());
  logger->set_pattern("%Y-%m-%dT%H:%M:%S.%e %l %v");
  logger->flush_on(spdlog::level::warn);
  spdlog::set_default_logger(logger);
  spdlog::flush_every(std::chrono::seconds(1));
}

}  // namespace platform::core
