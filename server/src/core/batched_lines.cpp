#include "core/batched_lines.hpp"

#include <fmt/format.h>

#include <iterator>
#include <utility>

namespace platform::core {

BatchedLines::BatchedLines(Output out, std::size_t batch, std::size_t behind,
                           std::chrono::milliseconds every)
    : out_(std::move(out)), batch_(batch), behind_(behind), every_(every), thread_([this] {
        run();
      }) {}

BatchedLines::~BatchedLines() {
  {
    const std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  thread_.join();
}

void BatchedLines::add(std::string_view line) {
  std::unique_lock lock(mutex_);
  if (gathered_.size() >= behind_) {
    ++dropped_;
    return;
  }
  gathered_ += line;
  gathered_ += '\n';
  const bool batch_ready = gathered_.size() >= batch_;
  lock.unlock();
  if (batch_ready) wake_.notify_one();
}

void BatchedLines::run() {
  std::string batch;
  std::unique_lock lock(mutex_);
  for (;;) {
    wake_.wait_for(lock, every_, [this] { return stopping_ || gathered_.size() >= batch_; });
    batch.swap(gathered_);
    const auto dropped = std::exchange(dropped_, 0);
    const bool stop = stopping_;
    lock.unlock();
    if (dropped > 0) {
      fmt::format_to(std::back_inserter(batch), "{} lines dropped: the output fell behind\n",
                     dropped);
    }
    if (!batch.empty()) out_(batch);
    batch.clear();
    // After a burst, give the memory back rather than keep the largest batch ever seen.
    if (batch.capacity() > 2 * batch_) batch.shrink_to_fit();
    lock.lock();
    if (stop && gathered_.empty()) return;
  }
}

}  // namespace platform::core
