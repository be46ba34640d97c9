#pragma once

#include <spdlog/logger.h>

namespace platform::core {

// Which requests get an access line (--access-log): every one, those answered 4xx/5xx, or none.
enum class AccessLog { all, errors, off };

// Sets up the loggers. The default one (events, warnings, errors: each error line names its
// request id) writes one line per event on standard output through a buffer flushed every second
// and on warnings. The access log goes through a background thread and a bounded queue, so a
// request never waits for the terminal or the disk; when the queue is full (a load test on a
// slow disk) its oldest lines are dropped, never a request held up (decision 0021).
void set_up_logging();

// The access log's logger (set_up_logging made it; before that, the default logger).
spdlog::logger& access_logger();

}  // namespace platform::core
