#pragma once

#include <boost/json/object.hpp>
#include <string>
#include <string_view>

namespace platform::core {

// Which requests get an access line (--access-log): every one, those answered 4xx/5xx, or none.
enum class AccessLog { all, errors, off };

// How lines are written (--log-format): "2026-11-26T10:51:11.123 info text", or one JSON object
// per line {"time": "2026-11-26T10:51:11.123+03:00", "level": "info", "message": ...} for a log
// collector (access lines then carry their facts as fields: write_access_json).
enum class LogFormat { text, json };

// Sets up the logs. The default logger (events, warnings, errors: each error line names its
// request id) writes one line per event on standard output through a buffer flushed every second
// and on warnings. Access lines are gathered in memory and written by a background thread in
// batches (64 KB, or what came in the last second), so a request never waits for the terminal or
// the disk and the writer wakes once per batch, not once per line; when the writer falls 4 MB
// behind (a load test on a slow disk) new lines are dropped and counted, never a request held up
// (decisions 0021 and 0037).
// `log_file` non-empty: standard output and standard error are that file, opened for appending
// (the page renderer, a child, writes there too).
void set_up_logging(const std::string& log_file = {}, LogFormat format = LogFormat::text);

// Opens the log file again (after logrotate moved it; SIGHUP) and points standard output and
// error at it: the same file descriptors, so no writer needs telling. False, and the old file
// kept, when it cannot be opened. Nothing to do without a log file.
bool reopen_log_file();

// Writes what is gathered and stops the access lines' writer; the default logger stays.
void shut_down_logging();

// Adds an access line ("GET /path 200 ..."), stamped with the time (before set_up_logging, and
// after shut_down_logging, it goes to the default logger).
void write_access_line(std::string_view line);

// The same in the JSON format: `fields` gets "time", "level" and "type": "access" first.
void write_access_json(const boost::json::object& fields);

}  // namespace platform::core
