#pragma once

namespace platform::core {

// Sets up the default logger: one line per event on standard output, written through a buffer
// that is flushed every second and on warnings, so the access log costs a request no system call
// and no cross-thread wake-up.
void set_up_logging();

}  // namespace platform::core
