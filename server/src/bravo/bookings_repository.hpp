#pragma once

#include <soci/session.h>

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bravo/booking.hpp"
#include "db/database.hpp"

namespace platform::bravo {

// SQL of a parent's children and of the school's bookings (decision 0043). The functions taking a
// session run inside the caller's transaction.
class BookingsRepository {
 public:
  explicit BookingsRepository(db::Database& database) : database_(database) {}
  db::Database& database() { return database_; }

  // ---- children
  std::vector<Child> children_of(long long user_id);
  std::optional<Child> child(long long user_id, long long id);  // the user's own only
  long long insert_child(const Child& child);
  void update_child(const Child& child);
  // Deletes the child; its past and cancelled bookings keep the name and birth date they copied.
  static void delete_child(soci::session& s, long long child_id);
  // The child's bookings not cancelled whose lesson is on or after `today`.
  static long long upcoming_of_child(soci::session& s, long long child_id,
                                     const std::string& today);

  // ---- places
  // Serialises every booking of a class (an enrolment takes a place on each of its lessons): the
  // class's row locked on PostgreSQL, the database's write lock on SQLite (db::lock_row).
  static void lock_class(soci::session& s, long long class_id);
  // Whether a live account holds the phone number (E.164).
  static bool phone_of_account(soci::session& s, const std::string& phone);
  // Enrolments of the class not cancelled whose first lesson is on or before `date`, `except`
  // left out.
  static long long enrolled(soci::session& s, long long class_id, const std::string& date,
                            long long except = 0);
  // Trial lessons not cancelled on the slot's lesson of `date`, the booking `except` left out.
  static long long trials_on(soci::session& s, long long slot_id, const std::string& date,
                             long long except = 0);
  // An individual lesson of the class not cancelled starting then, `except` left out.
  static bool individual_taken(soci::session& s, long long class_id, const std::string& date,
                               int start_minute, long long except = 0);
  // For the lessons listed from `from` to `to`: the first lessons of the class's enrolments not
  // cancelled, and the trial lessons not cancelled by (slot, date).
  struct Taken {
    std::vector<std::string> enrolment_starts;
    std::map<std::pair<long long, std::string>, long long> trials;
  };
  Taken taken(long long class_id, const std::string& from, const std::string& to);

  // ---- bookings
  // A guest's booking waits with the hash of its code; an account's is verified already.
  static long long insert(soci::session& s, const Booking& booking,
                          const std::optional<std::string>& code_hash);
  // status, slot, date, time, price, discount, manager note, verified_at and updated_at; a
  // verified booking's code is forgotten.
  static void update(soci::session& s, const Booking& booking);
  // The code the booking waits for and the wrong entries so far; one more wrong entry.
  static Verification verification(soci::session& s, long long id);
  static void count_wrong_code(soci::session& s, long long id);
  // Bookings waiting for their code, made after `since` with this phone or email (`column`).
  static long long unverified_since(soci::session& s, const std::string& column,
                                    const std::string& value, const std::string& since);
  std::optional<Booking> find(long long id);
  static std::optional<Booking> find(soci::session& s, long long id);
  std::vector<Booking> list(const BookingQuery& query);
  long long count(const BookingQuery& query);
  std::vector<Booking> of_user(long long user_id);  // newest first, the last 500
  // Gives the account the bookings made without it under `phone` (normalised); how many.
  long long link_phone(long long user_id, const std::string& phone);

 private:
  db::Database& database_;
};

}  // namespace platform::bravo
