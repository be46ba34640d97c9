#include "tickets/routes.hpp"

#include <boost/json.hpp>

#include "audit/json.hpp"
#include "auth/permissions.hpp"
#include "catalog/dates.hpp"
#include "core/concat.hpp"
#include "core/formats.hpp"
#include "core/validation.hpp"
#include "http/list_params.hpp"
#include "http/local_path.hpp"
#include "tickets/repository.hpp"

namespace platform::tickets {
namespace json = boost::json;
using auth::Access;
using auth::Principal;
using http::Verb;

namespace {

constexpr std::string_view kOrderSortFields[] = {"id"};
constexpr std::string_view kShowSortFields[] = {"starts_at"};
constexpr std::size_t kMaxFormBody = 8192;

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string form_decode(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '+') {
      out += ' ';
    } else if (text[i] == '%' && i + 2 < text.size() + 0 && hex_value(text[i + 1]) >= 0 &&
               hex_value(text[i + 2]) >= 0) {
      out += static_cast<char>(hex_value(text[i + 1]) * 16 + hex_value(text[i + 2]));
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

// A notification's fields: a JSON object's (values as text) or a form's.
std::map<std::string, std::string> notification_fields(const http::Request& request) {
  const auto& body = request.raw.body();
  if (body.size() > kMaxFormBody) core::throw_bad_request("Слишком длинное уведомление");
  std::map<std::string, std::string> out;
  const auto type = request.header(http::beast_http::field::content_type);
  if (type.starts_with("application/json")) {
    for (const auto& [k, v] : http::json_body(request)) {
      out[std::string(k)] = v.is_string() ? std::string(v.get_string()) : json::serialize(v);
    }
    return out;
  }
  std::string_view rest = body;
  while (!rest.empty()) {
    const auto amp = rest.find('&');
    const std::string_view pair = rest.substr(0, amp);
    rest = amp == std::string_view::npos ? std::string_view() : rest.substr(amp + 1);
    const auto eq = pair.find('=');
    if (eq == std::string_view::npos) continue;
    out[form_decode(pair.substr(0, eq))] = form_decode(pair.substr(eq + 1));
  }
  return out;
}

Caller caller_of(const http::Request& request, const Principal* who) {
  Caller c;
  if (who) c.user_id = who->user.id;
  if (auto key = request.query("key"); key && key->size() <= 100) c.key = std::move(*key);
  return c;
}

std::optional<std::string> date_param(const http::Request& request, const char* key) {
  auto v = request.query(key);
  if (!v || v->empty()) return std::nullopt;
  if (v->size() > 10 || !catalog::is_date(*v))
    core::throw_invalid({{key, {"Дата должна быть в формате ГГГГ-ММ-ДД"}}});
  return v;
}

http::Response pdf_response(std::string pdf, const std::string& code) {
  http::Response r;
  r.set(http::beast_http::field::content_type, "application/pdf");
  r.set(http::beast_http::field::content_disposition,
        core::concat("attachment; filename=\"ticket-", code.substr(0, code.find('.')), ".pdf\""));
  r.set(http::beast_http::field::cache_control, "private, no-store");
  r.body = std::move(pdf);
  return r;
}

OrderQuery read_order_query(const http::Request& request) {
  const auto p = http::list_params(request, kOrderSortFields);
  OrderQuery q;
  q.offset = p.offset;
  q.limit = p.limit.value_or(25);
  q.status = p.text("status", 20);
  if (q.status && *q.status != "held" && *q.status != "awaiting_payment" && *q.status != "paid" &&
      *q.status != "cancelled" && *q.status != "expired" && *q.status != "refunded")
    core::throw_invalid({{"status", {"Недопустимое значение"}}});
  q.show_id = p.id("show_id");
  q.q = p.text("q", 100);
  return q;
}

ShowQuery read_show_query(const http::Request& request) {
  const auto p = http::list_params(request, kShowSortFields);
  ShowQuery q;
  q.offset = p.offset;
  q.limit = p.limit.value_or(25);
  q.status = p.text("status", 20);
  if (q.status && *q.status != "draft" && *q.status != "on_sale" && *q.status != "cancelled")
    core::throw_invalid({{"status", {"Недопустимое значение"}}});
  q.q = p.text("q", 100);
  q.ids = p.ids("id");
  if (q.ids && q.ids->size() > 100) core::throw_invalid({{"id", {"Не больше 100 показов"}}});
  return q;
}

}  // namespace

void register_routes(http::Router& router, const auth::Guard& guard, TicketService& tickets) {
  guard.add(
      router,
      {
          // ---- the afisha
          {Verb::get, "/api/afisha", Access::anyone, "",
           [&tickets](http::Request& request, const Principal*) {
             AfishaQuery q;
             q.from = date_param(request, "from");
             q.to = date_param(request, "to");
             if (auto city = request.query("city"); city && !city->empty()) {
               if (city->size() > 100) core::throw_invalid({{"city", {"Город не найден"}}});
               q.city = std::move(*city);
             }
             if (auto age = request.query("age"); age && !age->empty()) {
               if (*age != "0+" && *age != "6+" && *age != "12+" && *age != "16+" && *age != "18+")
                 core::throw_invalid(
                     {{"age", {"Возрастное ограничение: 0+, 6+, 12+, 16+ или 18+"}}});
               q.age = std::move(*age);
             }
             return http::json_ok(tickets.afisha(q));
           }},
          {Verb::get, "/api/afisha/{code}", Access::anyone, "",
           [&tickets](http::Request& request, const Principal*) {
             const auto& code = request.params.at("code");
             if (code.size() > 100) core::throw_not_found("Спектакль или концерт не найден");
             return http::json_ok(tickets.show(code));
           }},
          // ---- the buyer (a guest too: the order's key is its link)
          {Verb::post, "/api/tickets/orders", Access::anyone, "",
           [&tickets](http::Request& request, const Principal* who) {
             return http::json_ok(
                 tickets.create_order(http::json_body(request),
                                      who ? std::optional<long long>(who->user.id) : std::nullopt,
                                      auth::Guard::client_of(request).ip));
           }},
          {Verb::get, "/api/tickets/orders/{number}", Access::anyone, "",
           [&tickets](http::Request& request, const Principal* who) {
             return http::json_ok(
                 tickets.order(request.params.at("number"), caller_of(request, who)));
           }},
          {Verb::post, "/api/tickets/orders/{number}/payment", Access::anyone, "",
           [&tickets](http::Request& request, const Principal* who) {
             return http::json_ok(tickets.start_payment(
                 request.params.at("number"), caller_of(request, who), http::json_body(request)));
           }},
          {Verb::post, "/api/tickets/orders/{number}/cancel", Access::anyone, "",
           [&tickets](http::Request& request, const Principal* who) {
             return http::json_ok(
                 tickets.cancel_own(request.params.at("number"), caller_of(request, who)));
           }},
          {Verb::get, "/api/tickets/e-tickets/{code}", Access::anyone, "",
           [&tickets](http::Request& request, const Principal* who) {
             const auto& code = request.params.at("code");
             const bool staff = who && auth::has_section(who->user.roles, kTicketsSection);
             return pdf_response(
                 tickets.ticket_pdf(code, caller_of(request, who), staff, request.client_ip), code);
           }},
          {Verb::get, "/api/user/tickets", Access::user, "",
           [&tickets](http::Request&, const Principal* who) {
             return http::json_ok(tickets.orders_of(who->user.id));
           }},
          // ---- payment providers: the test provider's page and the providers' callbacks
          {Verb::get, "/api/payments/test/form", Access::anyone, "",
           [&tickets](http::Request& request, const Principal*) {
             http::Response r;
             r.set(http::beast_http::field::content_type, "text/html; charset=utf-8");
             r.set(http::beast_http::field::cache_control, "no-store");
             r.body = tickets.test_form(request.query("order").value_or(""),
                                        request.query("key").value_or(""),
                                        request.query("return").value_or(""));
             return r;
           }},
          // The test provider's «Оплатить»: the provider delivers its signed notification (here:
          // in-process, the same verification as the callback) and sends the buyer back.
          {Verb::post, "/api/payments/test/pay", Access::anyone, "",
           [&tickets](http::Request& request, const Principal*) {
             auto fields = notification_fields(request);
             std::string back = fields.count("return") ? fields["return"] : "/afisha/";
             if (!http::is_local_path(back)) back = "/afisha/";
             fields.erase("return");
             tickets.notify("test_provider", fields);
             http::Response r;
             r.status = http::Status::see_other;
             r.set(http::beast_http::field::location, back);
             return r;
           }},
          {Verb::post, "/api/payments/{provider}/callback", Access::anyone, "",
           [&tickets](http::Request& request, const Principal*) {
             return http::json_ok(
                 tickets.notify(request.params.at("provider"), notification_fields(request)));
           }},
          // ---- the ticket managers
          {Verb::get, "/api/admin/ticket-orders", Access::section, kTicketsSection,
           [&tickets](http::Request& request, const Principal*) {
             const auto q = read_order_query(request);
             return http::json_list("ticket-orders", tickets.list(q), q.offset, tickets.count(q));
           }},
          {Verb::get, "/api/admin/ticket-orders/{id}", Access::section, kTicketsSection,
           [&tickets](http::Request& request, const Principal*) {
             return http::json_bare(tickets.get(http::path_id(request, kOrderNotFound)));
           }},
          {Verb::post, "/api/admin/ticket-orders/{id}/paid", Access::section, kTicketsSection,
           [&tickets](http::Request& request, const Principal* who) {
             return http::json_bare(
                 tickets.mark_paid(http::path_id(request, kOrderNotFound), who->user.id));
           }},
          {Verb::post, "/api/admin/ticket-orders/{id}/cancel", Access::section, kTicketsSection,
           [&tickets](http::Request& request, const Principal* who) {
             return http::json_bare(tickets.cancel(http::path_id(request, kOrderNotFound),
                                                   http::json_body(request), who->user.id, false));
           }},
          {Verb::post, "/api/admin/ticket-orders/{id}/refund", Access::section, kTicketsSection,
           [&tickets](http::Request& request, const Principal* who) {
             return http::json_bare(tickets.cancel(http::path_id(request, kOrderNotFound),
                                                   http::json_body(request), who->user.id, true));
           }},
          {Verb::get, "/api/admin/ticket-orders/{id}/audit", Access::section, kTicketsSection,
           [&tickets](http::Request& request, const Principal*) {
             json::array list;
             for (const auto& e : tickets.history(http::path_id(request, kOrderNotFound)))
               list.push_back(audit::to_json(e));
             const auto n = static_cast<long long>(list.size());
             return http::json_list("audit", list, 0, n);
           }},
          {Verb::get, "/api/admin/ticket-shows", Access::section, kTicketsSection,
           [&tickets](http::Request& request, const Principal*) {
             const auto q = read_show_query(request);
             return http::json_list("ticket-shows", tickets.shows(q), q.offset,
                                    tickets.count_shows(q));
           }},
          {Verb::get, "/api/admin/ticket-shows/{id}", Access::section, kTicketsSection,
           [&tickets](http::Request& request, const Principal*) {
             return http::json_bare(tickets.show_sales(http::path_id(request, kShowNotFound)));
           }},
          {Verb::post, "/api/admin/ticket-shows/{id}/cancel", Access::section, kTicketsSection,
           [&tickets](http::Request& request, const Principal* who) {
             return http::json_bare(tickets.cancel_show(http::path_id(request, kShowNotFound),
                                                        http::json_body(request), who->user.id));
           }},
          {Verb::get, "/api/admin/ticket-sales-export", Access::section, kTicketsSection,
           [&tickets](http::Request& request, const Principal*) {
             std::optional<long long> show_id;
             if (auto v = request.query("show_id"); v && !v->empty()) {
               const auto id = core::parse_id(*v);
               if (!id) core::throw_invalid({{"show_id", {"Недопустимое значение"}}});
               show_id = *id;
             }
             http::Response r;
             r.body = tickets.sales_csv(show_id);
             r.set(http::beast_http::field::content_type, "text/csv; charset=utf-8");
             r.set(http::beast_http::field::content_disposition,
                   core::concat("attachment; filename=\"ticket-sales-", catalog::today_utc(),
                                ".csv\""));
             r.set(http::beast_http::field::cache_control, "private, no-store");
             return r;
           }},
          {Verb::post, "/api/admin/tickets/check-in", Access::section, kTicketsSection,
           [&tickets](http::Request& request, const Principal* who) {
             return tickets.check_in(http::json_body(request), who->user.id);
           }},
      });
}

}  // namespace platform::tickets
