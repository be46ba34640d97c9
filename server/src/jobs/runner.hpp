#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace platform::jobs {

// The one in-process job runner (decision 0021): a thread of its own that runs each registered
// task every `interval`, and a task at once when it is poked (a message was queued). Tasks run
// one at a time, so none needs a lock against another; one that throws is logged and runs again
// at its next turn. Register tasks, then start(); stop() (or destruction) waits for the task in
// progress and joins, so destroy the runner before what its tasks use.
class Runner {
 public:
  Runner() = default;
  Runner(const Runner&) = delete;
  Runner& operator=(const Runner&) = delete;
  ~Runner() { stop(); }

  void every(std::string name, std::chrono::milliseconds interval, std::function<void()> task);
  void start();
  // Runs the named task as soon as the runner is free (from any thread).
  void poke(const std::string& name);
  void stop();

  // What each task has done so far (the metrics, docs/deploy.md).
  struct TaskStats {
    std::string name;
    unsigned long long runs = 0, failures = 0;
    double seconds = 0;      // spent running, all runs
    double lag_seconds = 0;  // how late the last run started after it was due
  };
  std::vector<TaskStats> stats() const;

 private:
  struct Task {
    std::string name;
    std::chrono::milliseconds interval;
    std::function<void()> run;
    std::chrono::steady_clock::time_point due;
    bool poked = false;
    TaskStats stats;
  };

  void loop(const std::stop_token& stop);

  mutable std::mutex mutex_;
  std::condition_variable_any wake_;
  std::vector<Task> tasks_;
  std::jthread thread_;
};

}  // namespace platform::jobs
