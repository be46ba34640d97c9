#pragma once

#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace platform::core {

// Expected failures of a request. Each kind maps to exactly one HTTP status in status_of().
enum class ErrorKind {
  bad_request,             // 400: the request cannot be read (malformed JSON, bad encoding)
  unauthorized,            // 401: a session is required
  forbidden,               // 403: the caller may not do this
  not_found,               // 404
  method_not_allowed,      // 405
  conflict,                // 409
  payload_too_large,       // 413
  unsupported_media_type,  // 415: a body of another type than the call reads
  invalid,                 // 422: well-formed but fails validation; carries per-field messages
  too_many_requests,       // 429
  unavailable,             // 503: a dependency (the database) is down
};

using FieldErrors = std::map<std::string, std::vector<std::string>>;

class ApiError : public std::runtime_error {
 public:
  ApiError(ErrorKind kind, std::string message, FieldErrors fields = {});

  ErrorKind kind() const noexcept { return kind_; }
  const FieldErrors& fields() const noexcept { return fields_; }

  // Seconds until the caller may try again: sent as Retry-After (429).
  long retry_after() const noexcept { return retry_after_; }
  ApiError& with_retry_after(long seconds) noexcept {
    retry_after_ = seconds < 1 ? 1 : seconds;
    return *this;
  }

 private:
  ErrorKind kind_;
  FieldErrors fields_;
  long retry_after_ = 0;
};

// The one place where error kinds become HTTP statuses.
int status_of(ErrorKind kind) noexcept;

// The Russian message shown when a caller gives none.
const char* default_message(ErrorKind kind) noexcept;

// Shorthands for the common cases.
[[noreturn]] void throw_bad_request(std::string message);
[[noreturn]] void throw_not_found(std::string message = default_message(ErrorKind::not_found));
[[noreturn]] void throw_invalid(FieldErrors fields);

}  // namespace platform::core
