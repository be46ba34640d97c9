#include "core/logging.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <spdlog/sinks/base_sink.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <boost/json.hpp>
#include <chrono>
#include <cstdio>
#include <cstdlib>
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

// "2026-11-26T10:51:11.123" in local time, and its zone "+03:00" (the JSON lines name it). The
// date and time are made once per second per thread.
struct LocalTime {
  char date_time[32] = {};
  char zone[8] = {};  // "+03:00" and its end
  int millis = 0;
};

LocalTime local_time(std::chrono::system_clock::time_point now) {
  thread_local std::time_t second = -1;
  thread_local LocalTime made;
  const std::time_t t = std::chrono::system_clock::to_time_t(now);
  if (t != second) {
    std::tm tm{};
    localtime_r(&t, &tm);
    std::strftime(made.date_time, sizeof made.date_time, "%Y-%m-%dT%H:%M:%S", &tm);
    // Zones are at most 14 hours off UTC: two digits each.
    const int minutes = static_cast<int>(std::labs(tm.tm_gmtoff) / 60) % (24 * 60);
    fmt::format_to_n(made.zone, sizeof made.zone - 1, "{}{:02}:{:02}", tm.tm_gmtoff < 0 ? '-' : '+',
                     minutes / 60, minutes % 60);
    second = t;
  }
  made.millis = static_cast<int>(
      std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000);
  return made;
}

// "2026-11-26T10:51:11.123 info ", as the default logger's text pattern stamps its lines.
void stamp(std::string& out) {
  const auto time = local_time(std::chrono::system_clock::now());
  fmt::format_to(std::back_inserter(out), "{}.{:03} info ", time.date_time, time.millis);
}

// {"time": "2026-11-26T10:51:11.123+03:00", "level": "info", ...: the start of a JSON line.
boost::json::object json_head(std::chrono::system_clock::time_point at, std::string_view level) {
  const auto time = local_time(at);
  return {{"time", fmt::format("{}.{:03}{}", time.date_time, time.millis, time.zone)},
          {"level", level}};
}

// The default logger's lines as JSON objects: the message escaped as JSON requires.
class JsonFormatter final : public spdlog::formatter {
 public:
  void format(const spdlog::details::log_msg& msg, spdlog::memory_buf_t& dest) override {
    const auto level = spdlog::level::to_string_view(msg.level);
    auto line = json_head(msg.time, std::string_view(level.data(), level.size()));
    line["message"] = std::string_view(msg.payload.data(), msg.payload.size());
    const auto text = boost::json::serialize(line);
    dest.append(text.data(), text.data() + text.size());
    dest.push_back('\n');
  }
  std::unique_ptr<spdlog::formatter> clone() const override {
    return std::make_unique<JsonFormatter>();
  }
};

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

void set_up_logging(const std::string& log_file, LogFormat format) {
  if (!log_file.empty()) {
    if (!point_output_at(log_file))
      throw std::runtime_error("cannot open the log file " + log_file);
    log_path = log_file;
  }
  static char buffer[1 << 16];
  std::setvbuf(stdout, buffer, _IOFBF, sizeof buffer);
  const auto sink = std::make_shared<BufferedStdoutSink>();
  auto logger = std::make_shared<spdlog::logger>("platform", sink);
  if (format == LogFormat::json)
    logger->set_formatter(std::make_unique<JsonFormatter>());
  else
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

void write_access_json(const boost::json::object& fields) {
  auto line = json_head(std::chrono::system_clock::now(), "info");
  line["type"] = "access";
  for (const auto& field : fields) line.insert(field);
  if (access_writer) {
    access_writer->add(boost::json::serialize(line));
  } else {
    spdlog::info("{}", boost::json::serialize(line));
  }
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
