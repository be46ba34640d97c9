#pragma once

#include <stdexcept>

namespace platform::core {

// Work of seconds (building the catalogue's index after a change, decision 0036) must not run on
// an io thread: every other connection of that thread would wait behind it. The server answers
// on an io thread inside a NoWaiting scope; code about to do such work asks waiting_allowed()
// and, when it is not, throws MustWait: the server then answers the request on its blocking pool.
class MustWait : public std::runtime_error {
 public:
  MustWait() : std::runtime_error("this answer is made on the blocking pool") {}
};

// While alive, waiting_allowed() is false on this thread.
class NoWaiting {
 public:
  NoWaiting();
  ~NoWaiting();
  NoWaiting(const NoWaiting&) = delete;
  NoWaiting& operator=(const NoWaiting&) = delete;

 private:
  bool before_;
};

bool waiting_allowed();

}  // namespace platform::core
