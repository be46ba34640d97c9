#pragma once

#include <boost/json/object.hpp>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "audit/repository.hpp"
#include "auth/staff.hpp"
#include "bravo/bookings_repository.hpp"
#include "bravo/catalog.hpp"
#include "mail/postman.hpp"
#include "ratelimit/limiter.hpp"

namespace platform::bravo {

// Where a booking was sent from, as the server worked it out.
struct BookingOrigin {
  std::string area;
  std::string client_ip;  // counted by the per-address limit
  std::optional<long long> user_id;
};

// A class's lesson on a date, with the places a trial lesson may still take.
struct Lesson {
  const Slot* slot = nullptr;  // of the catalogue's snapshot the service read
  std::string date;
  long long places_left = 0;
};

// The school's bookings (decision 0043): a parent's children; trial lessons, enrolments and
// individual lessons for a child, the class's ages checked on the lesson's date, the places of a
// lesson never overbooked, the weekday discount kept in the price; the managers' side (confirm,
// move, cancel, every change audited and told to the parent by email, or SMS without one); a
// guest's bookings given to the account that proves their phone. No SQL, no HTTP.
class BookingsService {
 public:
  BookingsService(BookingsRepository& repository, BravoCatalog& catalog,
                  audit::AuditRepository& audit, mail::Postman& postman,
                  ratelimit::RateLimiter& limits)
      : repository_(repository),
        catalog_(catalog),
        audit_(audit),
        postman_(postman),
        limits_(limits) {}

  static constexpr int kPerAddressHour = 10;
  // A guest's code: entered within a day, five wrong entries end it; three bookings a day per
  // phone or email may wait for theirs; thirty entries an hour per address.
  static constexpr std::chrono::hours kCodeLifetime{24};
  static constexpr int kCodeAttempts = 5;
  static constexpr int kUnverifiedPerContact = 3;
  static constexpr int kVerifyPerAddressHour = 30;
  static constexpr int kLessonDaysAhead = 28;      // trial lessons and enrolments: four weeks
  static constexpr int kIndividualDaysAhead = 60;  // individual lessons: two months
  static constexpr int kIndividualFirst = 9 * 60, kIndividualLast = 20 * 60;  // start times
  static constexpr int kMaxChildren = 10;

  // The class's lessons from tomorrow for four weeks with their places; 404 for an unknown class.
  struct Lessons {
    std::shared_ptr<const Snapshot> snapshot;  // keeps the slots the lessons point to
    const SchoolClass* school_class = nullptr;
    std::vector<Lesson> lessons;
  };
  Lessons lessons(const std::string& school, const std::string& code);

  // A visitor's booking: 422 by field (the class's ages, a full lesson, a taken time: under the
  // field to change; a fourth booking of a day waiting for its code under phone or email), 429
  // past ten an hour from one address. An account's booking holds its place at once; a guest's
  // waits for the code mailed to its email (or, without one, texted to its phone).
  Booking book(const boost::json::object& body, const BookingOrigin& origin);
  // The guest enters the code: the booking takes its place (422 under "date" or "time" when
  // there is none left any more) and the managers and the parent are told. A wrong code is 422
  // under "code" and counted; so is a code past its day, its five tries, or a cancelled booking.
  // Entering it again answers the booking as it is.
  Booking verify(long long id, const boost::json::object& body, const std::string& client_ip);

  // ---- the parent's account
  std::vector<Child> children(long long user_id) { return repository_.children_of(user_id); }
  Child add_child(long long user_id, const boost::json::object& body);  // 422, 409 past ten
  Child edit_child(long long user_id, long long id, const boost::json::object& body);  // 404
  // 404; 409 while the child has a booking to come (cancel it first).
  void remove_child(long long user_id, long long id);
  std::vector<Booking> bookings_of(long long user_id) { return repository_.of_user(user_id); }
  // The parent cancels their own booking before its day: 404 for another's, 422 once it is over.
  Booking cancel_own(long long user_id, long long id);
  // After `user_id` proved `phone` by a code: the bookings made under it without an account.
  void link_phone(long long user_id, const std::string& phone);

  // ---- the managers' side
  std::vector<Booking> list(const BookingQuery& query) { return repository_.list(query); }
  long long count(const BookingQuery& query) { return repository_.count(query); }
  Booking get(long long id);  // 404
  // status, a move (slot_id and date, or date and time) and manager_note of the body: 422 by
  // field, as a booking's.
  Booking edit(long long id, const boost::json::object& body, long long actor_id);
  std::vector<audit::Entry> history(long long id);

 private:
  // Locks the class and throws 409 when the booking is no longer what `before` read: two
  // managers confirming it at once (or a parent cancelling twice) change it, and tell the parent,
  // once.
  static void refuse_if_changed(soci::session& s, const Booking& before);
  // Locks the class and checks `b` finds a place there (422 under its field when not).
  static void take_place(soci::session& s, const Booking& b, const SchoolClass& c);
  // 422 when the booking's phone or email has kUnverifiedPerContact waiting within the day.
  static void refuse_too_many_unverified(soci::session& s, const Booking& b);
  void send_code(db::Work& s, const Booking& b, const SchoolClass* c, const std::string& code);
  // The managers' letter and the parent's «Заявка получена»: once the booking holds its place.
  void announce(db::Work& s, const Booking& b, const SchoolClass* c,
                const std::vector<auth::StaffMember>& managers);
  // By email, or by SMS when the booking has no email; `c` is the booking's class (or nothing).
  void tell_parent(db::Work& s, const Booking& before, const Booking& after, const SchoolClass* c,
                   bool is_new);

  BookingsRepository& repository_;
  BravoCatalog& catalog_;
  audit::AuditRepository& audit_;
  mail::Postman& postman_;
  ratelimit::RateLimiter& limits_;
};

// The booking as the parent and the admin read it.
boost::json::object to_json(const Booking& booking);
boost::json::object to_json(const Child& child);

}  // namespace platform::bravo
