#include "arenda/seed.hpp"

#include <boost/json.hpp>
#include <stdexcept>

#include "arenda/repository.hpp"
#include "catalog/dates.hpp"
#include "core/concat.hpp"
#include "db/optional.hpp"
#include "db/work.hpp"

namespace platform::embedded {
std::string_view demo_arenda_json();
}  // namespace platform::embedded

namespace platform::arenda {
namespace json = boost::json;

namespace {

std::optional<std::string> text_or(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v && v->is_string() ? std::optional<std::string>(std::string(v->get_string()))
                             : std::nullopt;
}

std::optional<long long> number_or(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v && v->is_int64() ? std::optional<long long>(v->get_int64()) : std::nullopt;
}

std::string text(const json::object& o, std::string_view key) {
  return std::string(o.at(key).as_string());
}

}  // namespace

std::string_view demo_arenda_json() {
  return embedded::demo_arenda_json();
}

void load_demo(db::Database& database, const json::object& data) {
  db::Work s(database);
  const auto now = db::now_utc();
  for (const auto& item : data.at("halls").as_array()) {
    const auto& h = item.as_object();
    const std::string place = text(h, "place");
    std::optional<long long> place_id;
    s << "SELECT id FROM places WHERE code = :code", soci::use(place), soci::into(place_id);
    if (!place_id) throw std::runtime_error(core::concat("demo hall: no place ", place));
    const auto equipment = h.contains("equipment")
                               ? std::optional<std::string>(json::serialize(h.at("equipment")))
                               : std::nullopt;
    const std::string code = text(h, "code"), name = text(h, "name");
    const long long capacity = h.at("capacity").as_int64();
    const long long price_hour = h.at("price_hour").as_int64();
    const auto area = number_or(h, "area"), price_day = number_or(h, "price_day");
    const auto description = text_or(h, "description");
    const long long sort = number_or(h, "sort").value_or(0);
    s << "INSERT INTO halls (place_id, code, name, capacity, area, equipment_json, price_hour,"
         " price_day, description, published, sort, created_at, updated_at) VALUES (:place,"
         " :code, :name, :capacity, :area, :equipment, :hour, :day, :description, 1, :sort,"
         " :created, :updated)",
        soci::use(*place_id), soci::use(code), soci::use(name), soci::use(capacity),
        soci::use(area), soci::use(equipment), soci::use(price_hour), soci::use(price_day),
        soci::use(description), soci::use(sort), soci::use(now), soci::use(now);
  }
  const auto today = catalog::today_utc();
  for (const auto& item : data.at("rentals").as_array()) {
    const auto& o = item.as_object();
    const std::string hall_code = text(o, "hall");
    std::optional<long long> hall_id, price_hour, price_day;
    s << "SELECT id, price_hour, price_day FROM halls WHERE code = :code", soci::use(hall_code),
        soci::into(hall_id), soci::into(price_hour), soci::into(price_day);
    if (!hall_id) throw std::runtime_error(core::concat("demo rental: no hall ", hall_code));
    Rental r;
    r.hall_id = *hall_id;
    r.day = catalog::add_days(today, static_cast<int>(o.at("in_days").as_int64()));
    r.start_hour = static_cast<int>(o.at("start_hour").as_int64());
    r.end_hour = static_cast<int>(o.at("end_hour").as_int64());
    r.status = text(o, "status");
    r.name = text(o, "name");
    r.phone = text(o, "phone");
    r.email = text(o, "email");
    r.organization = text_or(o, "organization");
    r.purpose = text(o, "purpose");
    r.guests = number_or(o, "guests");
    r.price = price_of(price_hour.value_or(0), price_day, r.end_hour - r.start_hour);
    r.area = "arenda";
    r.created_at = r.updated_at = now;
    ArendaRepository::insert(s, r);
  }
  s.commit();
}

}  // namespace platform::arenda
