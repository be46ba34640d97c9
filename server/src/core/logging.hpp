#pragma once

#include <string_view>

namespace platform::core {

// Which requests get an access line (--access-log): every one, those answered 4xx/5xx, or none.
enum class AccessLog { all, errors, off };

// Sets up the logs. The default logger (events, warnings, errors: each error line names its
// request id) writes one line per event on standard output through a buffer flushed every second
// and on warnings. Access lines are gathered in memory and written by a background thread in
// batches (64 KB, or what came in the last second), so a request never waits for the terminal or
// the disk and the writer wakes once per batch, not once per line; when the writer falls 4 MB
// behind (a load test on a slow disk) new lines are dropped and counted, never a request held up
// (decisions 0021 and 0037).
void set_up_logging();

// Writes what is gathered and stops the access lines' writer; the default logger stays.
void shut_down_logging();

// Adds an access line ("GET /path 200 ..."), stamped with the time (before set_up_logging, and
// after shut_down_logging, it goes to the default logger).
void write_access_line(std::string_view line);

}  // namespace platform::core
