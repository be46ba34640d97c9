#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace platform::arenda {

// Venue rental (decision 0040): a venue is a place of the catalogue, its halls are rented by the
// hour or the day, a visitor asks for a day and hours, a manager confirms; confirmed rentals of a
// hall never overlap.

// The admin section of the rental requests (docs/permissions.md), and the 404 for a request.
inline constexpr const char* kRentalsSection = "rentals";
inline constexpr const char* kRentalNotFound = "Заявка на аренду не найдена";

// A hall as the catalogue lists it, with its venue.
struct HallCard {
  long long id = 0;
  std::string code, name;
  long long capacity = 0;
  std::optional<long long> area;  // m²
  long long price_hour = 0;
  std::optional<long long> price_day;
  std::optional<std::string> photo;
  std::string venue_code, venue_name, city_slug, city_name, address;
};

// A hall on its venue's page: the card, its equipment and description.
struct Hall {
  HallCard card;
  std::vector<std::string> equipment;
  std::optional<std::string> description;
};

struct Venue {
  std::string code, name, city_slug, city_name, address;
  std::optional<double> lat, lon;
  std::vector<Hall> halls;  // published, in their order
};

// The catalogue's filters: a city (slug), at least so many guests, free all of a day.
struct HallQuery {
  std::optional<std::string> city;
  std::optional<long long> capacity;
  std::optional<std::string> day;  // YYYY-MM-DD
  long long offset = 0, limit = 24;
};

// Hours of a day a confirmed rental holds, [start_hour, end_hour).
struct Busy {
  std::string day;
  int start_hour = 0, end_hour = 0;
};

// A visitor's rental request and what became of it.
struct Rental {
  long long id = 0;
  long long hall_id = 0;
  std::string hall_code, hall_name, venue_name;  // read with the row
  std::string day;
  int start_hour = 0, end_hour = 0;
  std::string status = "new";  // new | confirmed | declined | cancelled
  std::string name, phone, email;
  std::optional<std::string> organization;
  std::string purpose;
  std::optional<long long> guests;
  std::optional<std::string> message;
  long long price = 0;  // ₽ for the hours asked, as the hall's prices were then
  std::optional<long long> user_id;
  std::optional<std::string> manager_note;
  std::string area;
  std::string created_at, updated_at;
};

// The admin list's filters and page.
struct RentalQuery {
  std::optional<std::string> status;
  std::optional<long long> hall_id;
  std::optional<std::string> day_from, day_to;
  std::string q;  // in the name, phone, email or organisation
  bool oldest_first = false;
  long long offset = 0, limit = 25;
};

// The statuses with their Russian names, and where each may go.
const std::vector<std::pair<std::string_view, std::string_view>>& status_names();
std::string_view status_name(std::string_view code);  // "" for an unknown code
bool may_move(std::string_view from, std::string_view to);

// The price of hours in a hall: the hourly price times the hours, never above the day's price.
long long price_of(long long price_hour, std::optional<long long> price_day, int hours);

}  // namespace platform::arenda
