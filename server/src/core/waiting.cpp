#include "core/waiting.hpp"

namespace platform::core {

namespace {
thread_local bool no_waiting = false;
}  // namespace

NoWaiting::NoWaiting() : before_(no_waiting) {
  no_waiting = true;
}

NoWaiting::~NoWaiting() {
  no_waiting = before_;
}

bool waiting_allowed() {
  return !no_waiting;
}

}  // namespace platform::core
