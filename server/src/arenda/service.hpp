#pragma once

#include <boost/json/object.hpp>
#include <optional>
#include <string>
#include <vector>

#include "arenda/repository.hpp"
#include "audit/repository.hpp"
#include "mail/postman.hpp"
#include "ratelimit/limiter.hpp"

namespace platform::arenda {

// Where a rental request was sent from, as the server worked it out.
struct Origin {
  std::string area;
  std::string client_ip;  // counted by the per-address limit
  std::optional<long long> user_id;
};

// Venue rental (decision 0040): the public catalogue of halls and a hall's busy hours, a
// visitor's rental request checked against the confirmed rentals, and the managers' side: the
// requests, their confirmation (never two confirmed rentals of a hall at once) and the calendar.
// Every change of a rental is audited; the applicant hears of each by email. No SQL, no HTTP.
class ArendaService {
 public:
  ArendaService(ArendaRepository& repository, audit::AuditRepository& audit, mail::Postman& postman,
                ratelimit::RateLimiter& limits)
      : repository_(repository), audit_(audit), postman_(postman), limits_(limits) {}

  static constexpr int kPerAddressHour = 10;
  static constexpr int kDaysAhead = 730;  // how far ahead a hall may be asked for

  std::vector<HallCard> halls(const HallQuery& query) { return repository_.halls(query); }
  long long count_halls(const HallQuery& query) { return repository_.count_halls(query); }
  std::vector<std::pair<std::string, std::string>> cities() { return repository_.cities(); }
  Venue venue(const std::string& code);  // 404
  // The hall's confirmed hours in a month (YYYY-MM); 404 for an unknown hall.
  std::vector<Busy> busy(const std::string& hall_code, const std::string& month);

  // A visitor's request for a hall's day and hours: 422 by field (the hall taken then: under
  // start_hour), 429 past ten an hour from one address.
  Rental request(const boost::json::object& body, const Origin& origin);

  std::vector<Rental> list(const RentalQuery& query) { return repository_.list(query); }
  long long count(const RentalQuery& query) { return repository_.count(query); }
  Rental get(long long id);  // 404
  // status and manager_note of the body. A status it may not move to: 422; confirming hours
  // another confirmed rental of the hall holds: 409.
  Rental edit(long long id, const boost::json::object& body, long long actor_id);
  std::vector<audit::Entry> history(long long id);
  // Confirmed rentals of a month (YYYY-MM), of every hall or one.
  std::vector<Rental> calendar(const std::string& month, std::optional<long long> hall_id);

 private:
  ArendaRepository& repository_;
  audit::AuditRepository& audit_;
  mail::Postman& postman_;
  ratelimit::RateLimiter& limits_;
};

// The rental as the admin reads it.
boost::json::object to_json(const Rental& rental);
// The catalogue's card of a hall, and a hall with its equipment and description.
boost::json::object to_json(const HallCard& hall);
boost::json::object to_json(const Hall& hall);
// "2026-12": the first and the last day of the month, or nothing for another text.
std::optional<std::pair<std::string, std::string>> month_days(std::string_view month);

}  // namespace platform::arenda
