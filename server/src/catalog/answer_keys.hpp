#pragma once

#include <string>

namespace platform::catalog {

// Where CatalogService::answers() keeps GET /api/event/{code}'s answer (the festival in its JSON
// envelope) for a day: the API stores it there, and the festival page's head reads it back.
inline std::string festival_answer_key(const std::string& code, const std::string& today) {
  return "event|" + today + "|" + code;
}

}  // namespace platform::catalog
