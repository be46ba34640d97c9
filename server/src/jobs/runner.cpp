#include "jobs/runner.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

namespace platform::jobs {

using Clock = std::chrono::steady_clock;

void Runner::every(std::string name, std::chrono::milliseconds interval,
                   std::function<void()> task) {
  std::lock_guard lock(mutex_);
  TaskStats stats{.name = name};
  tasks_.push_back({std::move(name), interval, std::move(task), Clock::now(), false, stats});
}

std::vector<Runner::TaskStats> Runner::stats() const {
  std::lock_guard lock(mutex_);
  std::vector<TaskStats> out;
  for (const auto& task : tasks_) out.push_back(task.stats);
  return out;
}

void Runner::start() {
  thread_ = std::jthread([this](const std::stop_token& stop) { loop(stop); });
}

void Runner::poke(const std::string& name) {
  {
    std::lock_guard lock(mutex_);
    for (auto& task : tasks_) {
      if (task.name == name) task.poked = true;
    }
  }
  wake_.notify_one();
}

void Runner::stop() {
  if (!thread_.joinable()) return;
  thread_.request_stop();
  thread_.join();
}

void Runner::loop(const std::stop_token& stop) {
  while (!stop.stop_requested()) {
    std::vector<std::pair<std::size_t, Clock::time_point>> due;  // a task and when it was due
    {
      std::unique_lock lock(mutex_);
      const auto is_due = [](const Task& t) { return t.poked || t.due <= Clock::now(); };
      const auto next = std::min_element(
          tasks_.begin(), tasks_.end(), [](const Task& a, const Task& b) { return a.due < b.due; });
      const auto until = next == tasks_.end() ? Clock::now() + std::chrono::hours(1) : next->due;
      wake_.wait_until(lock, stop, until,
                       [&] { return std::any_of(tasks_.begin(), tasks_.end(), is_due); });
      if (stop.stop_requested()) return;
      for (std::size_t i = 0; i < tasks_.size(); ++i) {
        if (!is_due(tasks_[i])) continue;
        const auto was_due = tasks_[i].poked ? Clock::now() : tasks_[i].due;
        tasks_[i].poked = false;
        tasks_[i].due = Clock::now() + tasks_[i].interval;
        due.emplace_back(i, was_due);
      }
    }
    // Outside the lock: a task may queue mail, which pokes the runner.
    for (const auto& [i, was_due] : due) {
      const auto started = Clock::now();
      bool failed = false;
      try {
        tasks_[i].run();
      } catch (const std::exception& e) {
        failed = true;
        spdlog::warn("job {}: {}", tasks_[i].name, e.what());
      }
      const std::chrono::duration<double> took = Clock::now() - started;
      const std::chrono::duration<double> late = started - was_due;
      std::lock_guard lock(mutex_);
      auto& stats = tasks_[i].stats;
      ++stats.runs;
      stats.failures += failed ? 1 : 0;
      stats.seconds += took.count();
      stats.lag_seconds = std::max(0.0, late.count());
    }
  }
}

}  // namespace platform::jobs
