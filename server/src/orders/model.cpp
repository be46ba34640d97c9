#include "orders/model.hpp"

#include <boost/json.hpp>
#include <cstdio>

#include "core/concat.hpp"
#include "core/json_input.hpp"

namespace platform::orders {
namespace json = boost::json;

bool is_status(std::string_view status) {
  for (const char* s : kStatuses) {
    if (status == s) return true;
  }
  return false;
}

std::string status_title(std::string_view status) {
  if (status == "new") return "Новый";
  if (status == "in_work") return "В работе";
  if (status == "confirmed") return "Подтверждён";
  if (status == "completed") return "Выполнен";
  if (status == "cancelled") return "Отменён";
  return std::string(status);
}

std::vector<std::string> next_statuses(std::string_view from) {
  if (from == "new") return {"in_work", "cancelled"};
  if (from == "in_work") return {"confirmed", "cancelled"};
  if (from == "confirmed") return {"completed", "cancelled"};
  return {};
}

std::string order_number(int year, long long sequence) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%04d-%05lld", year, sequence);
  return buf;
}

namespace {

json::object base_json(const Order& o, bool admin) {
  json::array items, history;
  for (const auto& i : o.items) {
    json::value params = core::parse_json_or(i.params_json, json::array());
    if (params.is_array()) {
      for (auto& p : params.as_array()) {
        auto* file = p.is_object() ? p.as_object().if_contains("file") : nullptr;
        if (file && file->is_object() && admin) {
          file->as_object()["url"] =
              core::concat("/api/admin/orders/", std::to_string(o.id), "/files/",
                           std::to_string(file->as_object()["id"].to_number<long long>()));
        }
      }
    }
    items.push_back(json::object{
        {"id", i.id},
        {"kind", i.kind},
        {"event_id", i.event_id ? json::value(*i.event_id) : json::value(nullptr)},
        {"service_id", i.service_id ? json::value(*i.service_id) : json::value(nullptr)},
        {"code", i.code},
        {"name", i.name},
        {"price", i.price},
        {"count", i.count},
        {"amount", i.amount},
        {"details", core::parse_json_or(i.details_json, json::object())},
        {"params", std::move(params)},
    });
  }
  for (const auto& h : o.history) {
    json::object e{{"status", h.status},
                   {"status_title", status_title(h.status)},
                   {"reason", h.reason ? json::value(*h.reason) : json::value(nullptr)},
                   {"created_at", h.created_at}};
    if (admin) {
      e["actor"] =
          h.actor_id
              ? json::value(json::object{{"id", *h.actor_id}, {"name", h.actor_name.value_or("")}})
              : json::value(nullptr);
    }
    history.push_back(std::move(e));
  }
  return {{"id", o.id},
          {"number", o.number},
          {"status", o.status},
          {"status_title", status_title(o.status)},
          {"total", o.total},
          {"cancel_reason", o.cancel_reason ? json::value(*o.cancel_reason) : json::value(nullptr)},
          {"created_at", o.created_at},
          {"updated_at", o.updated_at},
          {"items", std::move(items)},
          {"history", std::move(history)},
          {"can_cancel", o.status == "new"}};
}

}  // namespace

json::object to_json(const Order& o) {
  return base_json(o, false);
}

json::object to_admin_json(const Order& o) {
  json::object out = base_json(o, true);
  out.erase("can_cancel");
  out["user"] = json::object{{"id", o.user_id},
                             {"first_name", o.first_name},
                             {"last_name", o.last_name},
                             {"email", o.email},
                             {"phone", o.phone ? json::value(*o.phone) : json::value(nullptr)}};
  out["manager_id"] = o.manager_id ? json::value(*o.manager_id) : json::value(nullptr);
  out["manager"] =
      o.manager_id
          ? json::value(json::object{{"id", *o.manager_id}, {"name", o.manager_name.value_or("")}})
          : json::value(nullptr);
  json::array comments, next, cities;
  for (const auto& c : o.comments) {
    comments.push_back(
        json::object{{"id", c.id},
                     {"author", json::object{{"id", c.author_id}, {"name", c.author_name}}},
                     {"text", c.text},
                     {"created_at", c.created_at}});
  }
  for (const auto& s : next_statuses(o.status)) next.push_back(json::value(s));
  for (const auto& c : o.cities) cities.push_back(json::value(c));
  out["comments"] = std::move(comments);
  out["next_statuses"] = std::move(next);
  out["cities"] = std::move(cities);
  return out;
}

}  // namespace platform::orders
