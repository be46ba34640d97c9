#include "core/periodic.hpp"

#include <spdlog/spdlog.h>

namespace platform::core {

Periodic::Periodic(std::string name, std::chrono::seconds interval, std::function<void()> task)
    : thread_(
          [this, name = std::move(name), interval, task = std::move(task)](std::stop_token stop) {
            while (!stop.stop_requested()) {
              try {
                task();
              } catch (const std::exception& e) {
                spdlog::warn("{}: {}", name, e.what());
              }
              std::unique_lock lock(mutex_);
              wake_.wait_for(lock, stop, interval, [] { return false; });
            }
          }) {}

}  // namespace platform::core
