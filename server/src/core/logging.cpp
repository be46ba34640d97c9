#include "core/logging.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <spdlog/sinks/base_sink.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <iterator>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>

#include "core/batched_lines.hpp"

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

// "2026-11-26T10:51:11.123 info " in local time, as the default logger's pattern stamps its lines.
// The date and time are made once per second per thread.
void stamp(std::string& out) {
  thread_local std::time_t second = -1;
  thread_local char date_time[32] = {};
  const auto now = std::chrono::system_clock::now();
  const std::time_t t = std::chrono::system_clock::to_time_t(now);
  if (t != second) {
    std::tm tm{};
    localtime_r(&t, &tm);
    std::strftime(date_time, sizeof date_time, "%Y-%m-%dT%H:%M:%S", &tm);
    second = t;
  }
  const auto millis =
      std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
  fmt::format_to(std::back_inserter(out), "{}.{:03} info ", date_time, millis);
}

std::unique_ptr<BatchedLines> access_writer;
std::string log_path;  // set once at start, read by reopen_log_file()

// Opens `path` for appending and makes it standard output and error.
bool point_output_at(const std::string& path) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0640);
  if (fd < 0) return false;
  std::fflush(stdout);
  const bool ok = ::dup2(fd, STDOUT_FILENO) >= 0 && ::dup2(fd, STDERR_FILENO) >= 0;
  ::close(fd);
  return ok;
}

}  // namespace

bool reopen_log_file() {
  if (log_path.empty()) return true;
  return point_output_at(log_path);
}

void set_up_logging(const std::string& log_file) {
  if (!log_file.empty()) {
    if (!point_output_at(log_file))
      throw std::runtime_error("cannot open the log file " + log_file);
    log_path = log_file;
  }
  static char buffer[1 << 16];
  std::setvbuf(stdout, buffer, _IOFBF, sizeof buffer);
  const auto sink = std::make_shared<BufferedStdoutSink>();
  auto logger = std::make_shared<spdlog::logger>("platform", sink);
  logger->set_pattern("%Y-%m-%dT%H:%M:%S.%e %l %v");
  logger->flush_on(spdlog::level::warn);
  spdlog::set_default_logger(logger);
  spdlog::flush_every(std::chrono::seconds(1));
  access_writer = std::make_unique<BatchedLines>([](std::string_view batch) {
    std::fwrite(batch.data(), 1, batch.size(), stdout);
    std::fflush(stdout);
  });
}

void shut_down_logging() {
  access_writer.reset();
  spdlog::default_logger()->flush();
}

void write_access_line(std::string_view line) {
  if (access_writer) {
    std::string stamped;
    stamped.reserve(32 + line.size());
    stamp(stamped);
    stamped += line;
    access_writer->add(stamped);
  } else {
    spdlog::info("{}", line);
  }
}

}  // namespace platform::core
