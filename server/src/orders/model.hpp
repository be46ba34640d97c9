#pragma once

#include <boost/json/object.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/formats.hpp"

namespace platform::orders {

// Order statuses (decision 0013): new -> in_work -> confirmed -> completed, or cancelled (with a
// reason) from any of the first three.
inline constexpr const char* kStatuses[] = {"new", "in_work", "confirmed", "completed",
                                            "cancelled"};
bool is_status(std::string_view status);
// The Russian title of a status («Новый», «В работе»...).
std::string status_title(std::string_view status);
// The statuses an order in `from` may move to.
std::vector<std::string> next_statuses(std::string_view from);

// "YYYY-NNNNN": the year of the confirm and the order's place in that year (at least 5 digits).
std::string order_number(int year, long long sequence);

// Prices are written as core::rubles writes them: "12 500 ₽".
using core::rubles;

struct Item {
  long long id = 0;
  int sort = 0;
  std::string kind;  // event | service
  std::optional<long long> event_id, service_id;
  std::string code, name;
  int price = 0;
  int count = 1;
  long long amount = 0;
  std::string details_json = "{}";
  std::string params_json = "[]";
};

struct HistoryEntry {
  std::string status;
  std::optional<std::string> reason;
  std::optional<long long> actor_id;
  std::optional<std::string> actor_name;
  std::string created_at;
};

struct Comment {
  long long id = 0;
  long long author_id = 0;
  std::string author_name;
  std::string text;
  std::string created_at;
};

struct Order {
  long long id = 0;
  std::string number;
  long long user_id = 0;
  std::string status = "new";
  long long total = 0;
  std::optional<long long> manager_id;
  std::optional<std::string> manager_name;
  std::optional<std::string> cancel_reason;
  std::string confirm_key;
  std::string created_at, updated_at;
  // The customer, as the admin area and the emails show them.
  std::string first_name, last_name, email;
  std::optional<std::string> phone;
  std::vector<Item> items;
  std::vector<HistoryEntry> history;
  std::vector<Comment> comments;
  std::vector<std::string> cities;  // of its events
};

// The customer's view: number, status, totals, items with params (files by name only), history.
boost::json::object to_json(const Order& order);
// The managers' view: the customer's plus the customer, manager, comments, the statuses it may
// move to, and download links of the files.
boost::json::object to_admin_json(const Order& order);

}  // namespace platform::orders
