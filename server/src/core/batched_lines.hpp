#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>

namespace platform::core {

// Lines written by a background thread in batches (the access log, decision 0037): add() appends
// a line under a short lock and never waits for the output; the thread takes everything gathered
// when `batch` bytes have gathered or a second has passed, and hands it to `out` outside the
// lock, so it wakes once per batch, not once per line. When the output falls `behind` bytes
// behind, new lines are dropped, and a line saying how many goes out with the next batch.
// Destruction writes what is gathered.
class BatchedLines {
 public:
  using Output = std::function<void(std::string_view lines)>;

  explicit BatchedLines(Output out, std::size_t batch = std::size_t{64} << 10,
                        std::size_t behind = std::size_t{4} << 20,
                        std::chrono::milliseconds every = std::chrono::seconds(1));
  BatchedLines(const BatchedLines&) = delete;
  BatchedLines& operator=(const BatchedLines&) = delete;
  ~BatchedLines();

  // Adds one line (without its newline).
  void add(std::string_view line);

 private:
  void run();

  const Output out_;
  const std::size_t batch_;
  const std::size_t behind_;
  const std::chrono::milliseconds every_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::string gathered_;
  std::size_t dropped_ = 0;
  bool stopping_ = false;
  std::thread thread_;  // last: starts once the members it uses exist
};

}  // namespace platform::core
