#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace platform::requests {

// A request a visitor sent from a form of a public area (decision 0025).
struct Request {
  long long id = 0;
  std::string area, form, name;
  std::optional<std::string> phone, email, message, page;
  std::optional<std::string> utm_source, utm_medium, utm_campaign;
  std::optional<long long> user_id;  // the visitor, when signed in
  std::string status = "new";        // new | in_work | done | spam
  std::optional<long long> assignee_id;
  std::optional<std::string> assignee_name;  // "Last First", read with the row
  std::optional<std::string> manager_note;
  std::string created_at, updated_at;
};

// A manager's comment on a request.
struct Comment {
  long long id = 0;
  long long author_id = 0;
  std::string author_name;  // "Last First"
  std::string text;
  std::string created_at;
};

// The admin list's filters and page.
struct RequestQuery {
  std::optional<std::string> status, form, area;
  std::string q;  // in the name, phone, email or message
  bool oldest_first = false;
  long long offset = 0, limit = 25;
};

// Someone who may process requests (a role granting the requests section).
struct RequestManager {
  long long id = 0;
  std::string name, email;
};

// The forms a request block may name, and the statuses of the inbox, with their Russian names.
const std::vector<std::pair<std::string_view, std::string_view>>& form_names();
const std::vector<std::pair<std::string_view, std::string_view>>& status_names();
// The Russian name of a form or status code ("" for an unknown one).
std::string_view form_name(std::string_view code);
std::string_view status_name(std::string_view code);

}  // namespace platform::requests
