#include <boost/json.hpp>
#include <charconv>

#include "auth/contact.hpp"
#include "catalog/dates.hpp"
#include "core/concat.hpp"
#include "core/json_input.hpp"
#include "core/validation.hpp"
#include "files/documents.hpp"
#include "http/list_params.hpp"
#include "orders/routes.hpp"

namespace platform::orders {
namespace json = boost::json;
using auth::Access;
using auth::Principal;
using http::Verb;

namespace {

constexpr const char* kSection = "orders";

long long number_param(const http::Request& request, const char* name, const char* not_found) {
  const std::string& text = request.params.at(name);
  long long id = 0;
  const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), id);
  if (ec != std::errc() || ptr != text.data() + text.size() || id <= 0)
    core::throw_not_found(not_found);
  return id;
}

// The orders list: sort by these fields; filters status, event_id, city_id, date_from, date_to
// (inclusive), manager_id (an id or "none": unassigned) and q (number, name, email or phone).
constexpr std::string_view kOrderSortFields[] = {"id", "number", "created_at", "total", "status"};

std::optional<std::string> date_filter(const http::ListParams& p, const char* key) {
  auto text = p.date_text(key);
  if (!text) return std::nullopt;
  // react-admin's date inputs send "YYYY-MM-DD"; a full ISO time is cut to its date.
  text->resize(std::min<std::size_t>(text->size(), 10));
  if (!catalog::is_date(*text)) {
    core::throw_bad_request(
        core::concat("Некорректный фильтр ", key, ": ожидается дата ГГГГ-ММ-ДД"));
  }
  return text;
}

ListQuery list_query(const http::Request& request) {
  const auto p = http::list_params(request, kOrderSortFields);
  ListQuery q;
  if (p.sort) {
    q.sort = *p.sort;
    q.descending = p.descending;
  }
  q.offset = p.offset;
  if (p.limit) q.limit = *p.limit;
  if (auto status = p.text("status")) {
    if (!is_status(*status)) core::throw_bad_request("Некорректный фильтр status");
    q.status = std::move(status);
  }
  q.event_id = p.id("event_id");
  q.city_id = p.id("city_id");
  q.date_from = date_filter(p, "date_from");
  q.date_to = date_filter(p, "date_to");
  if (const auto* m = p.filter.if_contains("manager_id");
      m && m->is_string() && m->get_string() == "none") {
    q.unassigned = true;
  } else {
    q.manager_id = p.id("manager_id");
  }
  if (auto text = p.text("q")) {
    q.q = auth::lower_text(*text);
    q.q.erase(0, q.q.find_first_not_of(" \t"));
    q.q.erase(q.q.find_last_not_of(" \t") + 1);
    if (auto phone = auth::normalize_phone(q.q)) q.q = *phone;
  }
  return q;
}

std::optional<std::string> reason_of(const json::object& body) {
  const auto* r = body.if_contains("reason");
  if (!r || r->is_null()) return std::nullopt;
  if (!r->is_string()) core::throw_invalid({{"reason", {"Должно быть строкой"}}});
  std::string text(r->get_string());
  text.erase(0, text.find_first_not_of(" \t\r\n"));
  text.erase(text.find_last_not_of(" \t\r\n") + 1);
  if (text.size() > 1000) core::throw_invalid({{"reason", {"Не должно превышать 1000 символов"}}});
  if (text.empty()) return std::nullopt;
  return text;
}

std::optional<long long> manager_of(const json::value& v) {
  if (v.is_null()) return std::nullopt;
  if (v.is_int64() && v.get_int64() > 0) return v.get_int64();
  core::throw_invalid({{"manager_id", {"Это не менеджер заказов"}}});
}

std::string comment_of(const json::object& body) {
  const auto* t = body.if_contains("text");
  if (!t || !t->is_string()) core::throw_invalid({{"text", {core::kRequiredMessage}}});
  std::string text(t->get_string());
  text.erase(0, text.find_first_not_of(" \t\r\n"));
  text.erase(text.find_last_not_of(" \t\r\n") + 1);
  if (text.empty()) core::throw_invalid({{"text", {core::kRequiredMessage}}});
  if (text.size() > 5000) core::throw_invalid({{"text", {"Не должно превышать 5000 символов"}}});
  return text;
}

}  // namespace

void register_admin_routes(http::Router& router, const auth::Guard& guard, OrderService& orders) {
  guard.add(
      router,
      {
          {Verb::get, "/api/admin/orders", Access::section, kSection,
           [&orders](http::Request& request, const Principal* who) {
             const auto q = list_query(request);
             auto [rows, total] = orders.list(q, staff_of(who->user));
             json::array list;
             for (const auto& o : rows) list.push_back(to_admin_json(o));
             return http::json_list("orders", list, q.offset, total);
           }},
          {Verb::get, "/api/admin/orders-export", Access::section, kSection,
           [&orders](http::Request& request, const Principal* who) {
             http::Response r;
             r.body = orders.csv(list_query(request), staff_of(who->user));
             r.set(http::beast_http::field::content_type, "text/csv; charset=utf-8");
             std::string name = "attachment; filename=\"orders-";
             name.append(catalog::today_utc());
             name.append(".csv\"");
             r.set(http::beast_http::field::content_disposition, name);
             r.set(http::beast_http::field::cache_control, "private, no-store");
             return r;
           }},
          {Verb::get, "/api/admin/order-managers", Access::section, kSection,
           [&orders](http::Request&, const Principal*) {
             json::array list;
             for (const auto& m : orders.managers()) {
               json::array roles;
               for (const auto& r : m.roles) roles.push_back(json::value(r));
               list.push_back(json::object{{"id", m.id},
                                           {"name", m.name},
                                           {"email", m.email},
                                           {"roles", std::move(roles)}});
             }
             const auto n = static_cast<long long>(list.size());
             return http::json_list("order-managers", list, 0, n);
           }},
          {Verb::get, "/api/admin/orders/{id}", Access::section, kSection,
           [&orders](http::Request& request, const Principal* who) {
             const long long id = number_param(request, "id", "Заказ не найден");
             return http::json_bare(to_admin_json(orders.get(id, staff_of(who->user))));
           }},
          // react-admin's edit form: the changed status (with reason), manager and a new comment.
          {Verb::put, "/api/admin/orders/{id}", Access::section, kSection,
           [&orders](http::Request& request, const Principal* who) {
             const long long id = number_param(request, "id", "Заказ не найден");
             const auto staff = staff_of(who->user);
             const auto body = http::json_body(request);
             Order o = orders.get(id, staff);
             if (const auto* m = body.if_contains("manager_id")) {
               const auto manager = manager_of(*m);
               if (manager != o.manager_id) o = orders.assign(id, manager, staff);
             }
             if (const auto* s = body.if_contains("status");
                 s && s->is_string() && s->get_string() != o.status) {
               o = orders.change_status(id, std::string(s->get_string()), reason_of(body), staff);
             }
             if (const auto* c = body.if_contains("comment");
                 c && c->is_string() && !c->get_string().empty()) {
               json::object comment{{"text", *c}};
               o = orders.comment(id, comment_of(comment), staff);
             }
             return http::json_bare(to_admin_json(o));
           }},
          {Verb::post, "/api/admin/orders/{id}/status", Access::section, kSection,
           [&orders](http::Request& request, const Principal* who) {
             const long long id = number_param(request, "id", "Заказ не найден");
             const auto body = http::json_body(request);
             const auto* s = body.if_contains("status");
             if (!s || !s->is_string()) core::throw_invalid({{"status", {core::kRequiredMessage}}});
             return http::json_bare(to_admin_json(orders.change_status(
                 id, std::string(s->get_string()), reason_of(body), staff_of(who->user))));
           }},
          {Verb::post, "/api/admin/orders/{id}/assign", Access::section, kSection,
           [&orders](http::Request& request, const Principal* who) {
             const long long id = number_param(request, "id", "Заказ не найден");
             const auto body = http::json_body(request);
             const auto* m = body.if_contains("manager_id");
             const auto manager = m ? manager_of(*m) : std::nullopt;
             return http::json_bare(to_admin_json(orders.assign(id, manager, staff_of(who->user))));
           }},
          {Verb::post, "/api/admin/orders/{id}/comments", Access::section, kSection,
           [&orders](http::Request& request, const Principal* who) {
             const long long id = number_param(request, "id", "Заказ не найден");
             const auto body = http::json_body(request);
             return http::json_bare(
                 to_admin_json(orders.comment(id, comment_of(body), staff_of(who->user))));
           }},
          {Verb::get, "/api/admin/orders/{id}/files/{file}", Access::section, kSection,
           [&orders](http::Request& request, const Principal* who) {
             const long long id = number_param(request, "id", "Заказ не найден");
             const long long file_id = number_param(request, "file", "Файл не найден");
             auto [bytes, name] = orders.file(id, file_id, staff_of(who->user));
             return files::download(std::move(bytes), name, "application/pdf");
           }},
      });
}

}  // namespace platform::orders
