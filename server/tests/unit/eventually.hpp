#pragma once

// For tests that need another thread (or process) to have done something: wait for what it does
// to show, never for a fixed time that assumes it ran. A slow machine only makes the wait longer;
// a condition that never comes fails the test at the deadline, saying what was waited for:
//   ASSERT_TRUE(eventually([&] { return seen() == 1; })) << "the poller read the change";
#include <chrono>
#include <thread>

namespace platform::test_support {

// Whether `done()` held before `deadline` passed; asked every millisecond or two.
template <class Condition>
bool eventually(Condition done,
                std::chrono::steady_clock::duration deadline = std::chrono::seconds(10)) {
  const auto end = std::chrono::steady_clock::now() + deadline;
  while (!done()) {
    if (std::chrono::steady_clock::now() >= end) return done();
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  return true;
}

}  // namespace platform::test_support
