// Paying (decision 0046, docs/payments.md): an order marked paid makes its tickets and mails them;
// a provider's notification, checked and kept once; the test provider's page.
#include "tickets/paying.hpp"

#include <spdlog/spdlog.h>

#include <boost/json.hpp>
#include <map>
#include <vector>

#include "auth/crypto.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"
#include "core/formats.hpp"
#include "core/text.hpp"
#include "db/lease.hpp"
#include "db/work.hpp"
#include "http/local_path.hpp"
#include "tickets/letters.hpp"
#include "tickets/repository.hpp"
#include "tickets/service.hpp"

namespace platform::tickets {
namespace json = boost::json;

// Marks the order paid and makes its tickets, one per seat; queues the buyer's mail. Inside the
// caller's transaction; false when the order was no longer waiting for its payment.
bool pay(db::Work& s, mail::Postman& postman, const OrderRow& o,
         const std::optional<std::string>& payment_ref) {
  if (!mark_order_paid(s, o.id, payment_ref)) return false;
  long long number = 0;
  std::vector<std::pair<std::string, std::string>> attachments;  // the e-tickets' PDFs
  for (const auto& line : lines_of(s, o.id)) {
    for (long long i = 0; i < line.quantity; ++i) {
      const std::string code = random_code(6);
      attachments.emplace_back("ticket", code);
      ++number;
      insert_ticket(s, o.id, line.tier_id, code, number);
    }
  }
  const ShowRow show = show_by_id(s, o.show_id);
  const auto letter = paid_letter(show, o, number);
  postman.email(s, o.email, letter.subject, letter.body, mail::attachment_list(attachments));
  return true;
}

json::object TicketService::notify(const std::string& provider_name,
                                   const std::map<std::string, std::string>& fields) {
  if ((provider_name != test_provider_.name() && provider_name != "test") || !test_provider_on_)
    core::throw_not_found("Платёжная система не найдена");
  const auto n = test_provider_.verify(fields);
  if (!n) {
    spdlog::warn("payment notification of {} refused: bad signature or fields", provider_name);
    core::throw_bad_request("Уведомление не принято: неверная подпись");
  }
  const std::string provider = test_provider_.name();
  db::Work s(database_);
  if (notification_seen(s, provider, n->external_id)) {
    spdlog::info("payment notification {} replayed: nothing changes", n->external_id);
    return {{"ok", true}, {"replayed", true}};
  }
  auto o = order_by(s, "number", n->order_number);
  const NotificationRow row{
      provider,  n->external_id, o ? std::optional<long long>(o->id) : std::nullopt,
      n->amount, n->status,      json::serialize(json::value_from(fields))};
  if (!keep_notification(s, row)) {
    spdlog::info("payment notification {} replayed at once: nothing changes", n->external_id);
    return {{"ok", true}, {"replayed", true}};
  }
  if (!o) {
    s.commit();
    spdlog::warn("payment notification {} names no order {}", n->external_id, n->order_number);
    return {{"ok", true}, {"paid", false}};
  }
  bool paid = false;
  if (n->status == "succeeded" && n->amount != o->total) {
    spdlog::warn("payment {} of order {}: amount {} instead of {}, not marked paid", n->external_id,
                 o->number, n->amount, o->total);
  } else if (n->status == "succeeded") {
    paid = pay(s, postman_, *o, n->external_id);
    if (!paid)
      spdlog::warn("payment {} of order {} in status {}: not marked paid, refund it",
                   n->external_id, o->number, o->status);
  }
  if (paid) record(s, std::nullopt, "provider_paid", o->id, order_state(*o));
  s.commit();
  if (paid) {
    spdlog::info("ticket order {} paid through {} ({})", o->number, provider_name, n->external_id);
  }
  return {{"ok", true}, {"paid", paid}};
}

std::string TicketService::test_form(const std::string& number, const std::string& key,
                                     const std::string& return_url) {
  if (!test_provider_on_) core::throw_not_found("Платёжная система не найдена");
  db::Lease s(database_);
  auto o = number.size() <= 40 ? order_by(s, "number", number) : std::nullopt;
  // The page signs a payment and links back with the order's key: only its holder opens it.
  if (!o || key.size() > 100 || !auth::equal_constant_time(o->access_key, key))
    core::throw_not_found(kOrderNotFound);
  const ShowRow show = show_by_id(s, o->show_id);
  // Only a path of this site is a place to come back to.
  const std::string back = http::is_local_path(return_url) ? return_url : orders_url(*o);
  const auto fields = test_provider_.sign(
      {core::concat("test-", auth::random_hex(8)), o->number, o->total, "succeeded"});
  std::string hidden;
  for (const auto& [k, v] : fields)
    hidden += core::concat("<input type=\"hidden\" name=\"", k, "\" value=\"", core::escape_html(v),
                           "\">");
  hidden += core::concat("<input type=\"hidden\" name=\"return\" value=\"", core::escape_html(back),
                         "\">");
  const bool payable = o->status == "held" || o->status == "awaiting_payment";
  return core::concat(
      "<!doctype html><html lang=\"ru\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" "
      "content=\"width=device-width, initial-scale=1\"><title>Тестовая оплата</title><style>"
      "body{font-family:system-ui,sans-serif;background:#f4f2fb;color:#22222a;margin:0;padding:"
      "24px}"
      "main{max-width:420px;margin:40px auto;background:#fff;border-radius:16px;padding:28px;"
      "box-shadow:0 8px 30px rgba(42,26,110,.12)}h1{font-size:22px;margin:0 0 8px}"
      "p{line-height:1.5}.sum{font-size:28px;font-weight:700;margin:16px 0}"
      "button{width:100%;padding:14px;font-size:18px;border:0;border-radius:10px;"
      "background:#5b3fd6;color:#fff;cursor:pointer}a{color:#5b3fd6}</style></head><body><main>"
      "<h1>Тестовая платёжная система</h1><p>Здесь была бы страница банка. Деньги не списываются: "
      "это проверка того, как сайт принимает оплату.</p><p>Заказ ",
      core::escape_html(o->number), " — «", core::escape_html(show.title), "»</p><p class=\"sum\">",
      core::rubles(o->total), "</p>",
      payable ? core::concat("<form method=\"post\" action=\"/api/payments/test/pay\">", hidden,
                             "<button type=\"submit\">Оплатить</button></form>")
              : core::concat("<p>Заказ нельзя оплатить: ", status_title(o->status), ".</p>"),
      "<p><a href=\"", core::escape_html(back),
      "\">Вернуться на сайт без оплаты</a></p></main></body></html>");
}

}  // namespace platform::tickets
