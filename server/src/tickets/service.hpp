#pragma once

#include <boost/json/object.hpp>
#include <chrono>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "audit/repository.hpp"
#include "db/database.hpp"
#include "http/message.hpp"
#include "mail/attachments.hpp"
#include "mail/postman.hpp"
#include "pdf/drawn.hpp"
#include "ratelimit/limiter.hpp"
#include "tickets/payments/provider.hpp"

namespace platform::tickets {

struct ShowRow;

inline constexpr const char* kPostersSection = "posters";
inline constexpr const char* kTicketsSection = "tickets";
inline constexpr const char* kOrderNotFound = "Заказ не найден";
inline constexpr const char* kTicketNotFound = "Билет не найден";

// How long an order holds its seats unpaid, and the most seats of one order (decision 0046).
inline constexpr int kHoldMinutes = 15;
inline constexpr int kMaxSeats = 10;
// Unpaid seats of one show that one client address, and one email or phone, may hold at once
// (held or waiting for the box office): one address took a whole show for 12 days unpaid.
inline constexpr int kMaxUnpaidSeats = 20;
// How long orders wait for their payment: a hold for a card payment, and a box-office booking,
// which never waits past the end of the day before the show. Then each expires (a box-office
// buyer is told) and the seats go back on sale.
struct HoldTimes {
  std::chrono::seconds card{std::chrono::minutes(kHoldMinutes)};
  std::chrono::seconds box_office{std::chrono::hours(72)};
};
// Orders one client address may place in an hour: holds are free, so a script must not be able to
// hold a whole hall.
inline constexpr int kOrdersPerAddressHour = 30;

// The afisha's filters (GET /api/afisha): dates "YYYY-MM-DD", a city's slug, an age rating.
struct AfishaQuery {
  std::optional<std::string> from, to, city, age;
};

// Admin list of orders (react-admin).
struct OrderQuery {
  long long offset = 0, limit = 25;
  std::optional<std::string> status, q;
  std::optional<long long> show_id;
};

// Admin list of shows with their sales (react-admin).
struct ShowQuery {
  long long offset = 0, limit = 25;
  std::optional<std::string> status, q;
  std::optional<std::vector<long long>> ids;  // react-admin's getMany (a picker's chosen show)
};

// Who asks for an order: its buyer's account, or the guest with the order's access key.
struct Caller {
  std::optional<long long> user_id;
  std::optional<std::string> key;
};

// The afisha and its ticket office (decision 0046): shows and tiers for the public, orders held
// without overselling, payment through a provider, e-tickets, check-in at the door. One class in
// several files by who it serves: afisha.cpp (the public), orders.cpp (the buyer), paying.cpp
// (payments), box_office.cpp (the managers and the door), sales.cpp (the managers' shows); every
// SQL statement is in repository.cpp, every letter in letters.cpp.
class TicketService {
 public:
  TicketService(db::Database& database, mail::Postman& postman, ratelimit::RateLimiter& limits,
                pdf::DrawnPdfs& drawn, std::string ticket_key, std::string test_provider_secret,
                HoldTimes holds = {}, bool test_provider_on = true);

  // ---- the public afisha
  boost::json::object afisha(const AfishaQuery& query);
  boost::json::object show(const std::string& code);

  // ---- the buyer
  boost::json::object create_order(const boost::json::object& body,
                                   std::optional<long long> user_id, const std::string& client_ip);
  boost::json::object order(const std::string& number, const Caller& caller);
  boost::json::object start_payment(const std::string& number, const Caller& caller,
                                    const boost::json::object& body);
  boost::json::object cancel_own(const std::string& number, const Caller& caller);
  boost::json::object orders_of(long long user_id);
  // The e-ticket's PDF: the ticket's order's buyer (account or key), or staff of tickets. Drawn
  // once and kept (pdf::DrawnPdfs); a new drawing counts against the client's address.
  std::string ticket_pdf(const std::string& code, const Caller& caller, bool staff,
                         const std::string& client_ip);
  // An e-ticket's PDF as the buyer's mail attaches it (kind "ticket", id: the ticket's code);
  // nothing when the ticket is gone or its order no longer paid.
  std::optional<mail::Attachment> eticket_attachment(const std::string& code);

  // ---- payment providers
  const payments::TestProvider& test_provider() const { return test_provider_; }
  // A provider's notification: verified (400 when it is not), kept once by its external id
  // (a replay changes nothing), its amount checked, the order marked paid. The answer to send.
  boost::json::object notify(const std::string& provider,
                             const std::map<std::string, std::string>& fields);
  // The test provider's page (HTML) for an order, to the holder of its key (404 otherwise).
  std::string test_form(const std::string& number, const std::string& key,
                        const std::string& return_url);

  // ---- the managers
  boost::json::array list(const OrderQuery& query);
  long long count(const OrderQuery& query);
  boost::json::object get(long long id);
  boost::json::object mark_paid(long long id, long long by);
  boost::json::object cancel(long long id, const boost::json::object& body, long long by,
                             bool refund);
  // The check-in of a scanned or typed code: the answer and its HTTP status (200, 404, 409).
  http::Response check_in(const boost::json::object& body, long long by);
  // An order's history: who paid, cancelled or refunded it and when (the audit, entity
  // "ticket_order"), newest first.
  std::vector<audit::Entry> history(long long id);

  // ---- the managers' sales by show (sales.cpp)
  boost::json::array shows(const ShowQuery& query);
  long long count_shows(const ShowQuery& query);
  boost::json::object show_sales(long long show_id);
  // Cancels the show: its unpaid orders cancelled, its paid ones refunded, seats released, every
  // buyer told the reason; 409 when the show is cancelled already and no order is live.
  boost::json::object cancel_show(long long show_id, const boost::json::object& body, long long by);
  std::string sales_csv(std::optional<long long> show_id);

  // ---- the job runner: unpaid holds past their time give their seats back; how many.
  int expire_holds();

 private:
  // 409 when the client address, or the email or phone, would hold more than kMaxUnpaidSeats
  // unpaid seats of the show with `seats` more (under the show's lock).
  static void refuse_too_many_unpaid(soci::session& s, long long show_id,
                                     const std::string& client_ip, const std::string& email,
                                     const std::string& phone, long long seats);
  // Until when a box-office booking made now waits for its payment (UTC, the database's form).
  std::string box_office_deadline(const ShowRow& show) const;
  // Records an order's move in its history, in the move's unit of work (which changes the
  // show's kept pages); no actor for the buyer's guest link, a provider or the clock.
  static void record(db::Work& work, std::optional<long long> actor, const std::string& action,
                     long long order_id, const boost::json::value& before);

  db::Database& database_;
  mail::Postman& postman_;
  ratelimit::RateLimiter& limits_;
  pdf::DrawnPdfs& drawn_;
  audit::AuditRepository audit_;
  std::string ticket_key_;
  HoldTimes holds_;
  bool test_provider_on_;
  payments::BoxOffice box_office_;
  payments::TestProvider test_provider_;
};

}  // namespace platform::tickets
