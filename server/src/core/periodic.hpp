#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

namespace platform::core {

// Runs a task every `interval` on its own thread, from construction until destruction (which
// stops the wait at once and joins). A task that throws is logged and run again next time.
// Housekeeping only (the sweep of unreferenced uploads); the background job runner of issue 11
// takes such tasks over.
class Periodic {
 public:
  Periodic(std::string name, std::chrono::seconds interval, std::function<void()> task);

 private:
  std::mutex mutex_;
  std::condition_variable_any wake_;
  std::jthread thread_;  // last: stops first
};

}  // namespace platform::core
