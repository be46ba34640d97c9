#pragma once

#include <soci/soci.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "arenda/model.hpp"
#include "db/database.hpp"

namespace platform::arenda {

// SQL of the halls as the public catalogue reads them and of the hall_rentals table. The halls
// themselves are edited through the catalogue admin (catalog/admin_schema.cpp, resource halls).
class ArendaRepository {
 public:
  explicit ArendaRepository(db::Database& database) : database_(database) {}

  db::Database& database() { return database_; }

  // Published halls by the filters, in their order, and how many there are in all.
  std::vector<HallCard> halls(const HallQuery& query);
  long long count_halls(const HallQuery& query);
  // The cities that have a published hall: slug and name, in the cities' order.
  std::vector<std::pair<std::string, std::string>> cities();
  // A place with at least one published hall, with those halls.
  std::optional<Venue> venue(const std::string& code);
  // The codes of the places with a published hall, by code.
  std::vector<std::string> venue_codes();
  // A published hall by code.
  std::optional<Hall> hall(const std::string& code);
  // The confirmed hours of a hall from `from` to `to` (days, inclusive), by day and hour.
  std::vector<Busy> busy(long long hall_id, const std::string& from, const std::string& to);

  // Takes the hall's booking lock for the caller's transaction: two transactions that both
  // check and then confirm a rental of the hall run one after the other.
  static void lock_hall(soci::session& s, long long hall_id);
  // The first confirmed rental of the hall on the day whose hours meet [start, end), other than
  // `except`.
  static std::optional<Rental> overlapping(soci::session& s, long long hall_id,
                                           const std::string& day, int start, int end,
                                           long long except = 0);

  static long long insert(soci::session& s, const Rental& rental);
  std::optional<Rental> find(long long id);
  static std::optional<Rental> find(soci::session& s, long long id);
  std::vector<Rental> list(const RentalQuery& query);
  long long count(const RentalQuery& query);
  static void update(soci::session& s, const Rental& rental);  // status, note, updated_at
  // Confirmed rentals of every hall (or one) from `from` to `to`, by day and hour.
  std::vector<Rental> confirmed(const std::string& from, const std::string& to,
                                std::optional<long long> hall_id);

 private:
  db::Database& database_;
};

}  // namespace platform::arenda
