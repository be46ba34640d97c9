#pragma once

#include <exception>

namespace platform::db {

// Whether the database refused a write for a key another row already holds (a UNIQUE index):
// two requests passed the same "is it taken?" check before either of them wrote.
bool is_duplicate_key(const std::exception& e) noexcept;

// Runs `write` (a unit of work from start to commit); when the database refuses it for a
// duplicate key, runs `recheck` once the work has rolled back: the row the other request just
// committed is visible now, so the check throws its field's 422. Otherwise, or if the check
// passes, the failure goes on (http::App answers a duplicate key with 409).
template <class Write, class Recheck>
decltype(auto) recheck_duplicate(Write&& write, Recheck&& recheck) {
  try {
    return write();
  } catch (const std::exception& e) {
    if (is_duplicate_key(e)) recheck();
    throw;
  }
}

}  // namespace platform::db
