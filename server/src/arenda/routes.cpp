#include "arenda/routes.hpp"

#include <boost/json.hpp>
#include <charconv>

#include "audit/json.hpp"
#include "catalog/dates.hpp"
#include "core/concat.hpp"
#include "core/formats.hpp"
#include "core/validation.hpp"
#include "http/list_params.hpp"

namespace platform::arenda {
namespace json = boost::json;
using auth::Access;
using auth::Principal;
using http::Verb;

namespace {

constexpr long long kMaxPerPage = 48;
constexpr std::string_view kSortFields[] = {"id", "created_at"};  // both the order of arrival

// A positive whole number of a query parameter, at most `max`; nothing when absent or empty.
std::optional<long long> positive(const http::Request& request, std::string_view key, long long max,
                                  core::FieldErrors& errors) {
  const auto v = request.query(key);
  if (!v || v->empty()) return std::nullopt;
  long long n = 0;
  const auto [end, ec] = std::from_chars(v->data(), v->data() + v->size(), n);
  if (ec != std::errc() || end != v->data() + v->size() || n < 1 || n > max) {
    errors[std::string(key)].push_back(core::concat("Целое число от 1 до ", std::to_string(max)));
    return std::nullopt;
  }
  return n;
}

// The catalogue's query: city (slug), capacity (guests at least), date (free that day), page and
// per_page; 422 by parameter for a value that cannot be one.
HallQuery read_hall_query(const http::Request& request) {
  HallQuery q;
  core::FieldErrors errors;
  if (const auto v = request.query("city"); v && !v->empty() && *v != "all") {
    if (auto problem = core::text_problem(*v, 100))
      errors["city"].push_back(std::move(*problem));
    else
      q.city = *v;
  }
  q.capacity = positive(request, "capacity", 100000, errors);
  if (const auto v = request.query("date"); v && !v->empty()) {
    if (catalog::is_date(*v))
      q.day = *v;
    else
      errors["date"].push_back("Дата должна быть в формате ГГГГ-ММ-ДД");
  }
  const long long page = positive(request, "page", 100000, errors).value_or(1);
  q.limit = positive(request, "per_page", kMaxPerPage, errors).value_or(24);
  q.offset = (page - 1) * q.limit;
  if (!errors.empty()) core::throw_invalid(std::move(errors));
  return q;
}

RentalQuery read_rental_query(const http::Request& request) {
  const auto p = http::list_params(request, kSortFields);
  RentalQuery q;
  q.offset = p.offset;
  q.limit = p.limit.value_or(25);
  q.oldest_first = p.sort && !p.descending;
  q.status = p.text("status", 20);
  if (q.status && status_name(*q.status).empty())
    core::throw_invalid({{"status", {"Недопустимое значение"}}});
  q.hall_id = p.id("hall_id");
  for (auto [key, out] : {std::pair{"day_from", &q.day_from}, std::pair{"day_to", &q.day_to}}) {
    *out = p.date_text(key);
    if (*out && !catalog::is_date(**out))
      core::throw_invalid({{key, {"Дата должна быть в формате ГГГГ-ММ-ДД"}}});
  }
  q.q = p.text("q").value_or("");
  return q;
}

json::object venue_json(const Venue& v) {
  json::array halls;
  for (const auto& hall : v.halls) halls.push_back(to_json(hall));
  return {{"code", v.code},
          {"name", v.name},
          {"city", json::object{{"slug", v.city_slug}, {"name", v.city_name}}},
          {"address", v.address},
          {"lat", v.lat ? json::value(*v.lat) : json::value(nullptr)},
          {"lon", v.lon ? json::value(*v.lon) : json::value(nullptr)},
          {"halls", std::move(halls)}};
}

}  // namespace

void register_routes(http::Router& router, const auth::Guard& guard, ArendaService& arenda) {
  guard.add(
      router,
      {
          {Verb::get, "/api/arenda/halls", Access::anyone, "",
           [&arenda](http::Request& request, const Principal*) {
             const auto q = read_hall_query(request);
             json::array items;
             for (const auto& hall : arenda.halls(q)) items.push_back(to_json(hall));
             return http::json_ok(json::object{{"items", std::move(items)},
                                               {"total", arenda.count_halls(q)},
                                               {"page", q.offset / q.limit + 1},
                                               {"per_page", q.limit}});
           }},
          {Verb::get, "/api/arenda/cities", Access::anyone, "",
           [&arenda](http::Request&, const Principal*) {
             json::array items;
             for (const auto& [slug, name] : arenda.cities())
               items.push_back(json::object{{"slug", slug}, {"name", name}});
             return http::json_ok(json::object{{"items", std::move(items)}});
           }},
          {Verb::get, "/api/arenda/venues/{code}", Access::anyone, "",
           [&arenda](http::Request& request, const Principal*) {
             return http::json_ok(venue_json(arenda.venue(request.params.at("code"))));
           }},
          {Verb::get, "/api/arenda/halls/{code}/busy", Access::anyone, "",
           [&arenda](http::Request& request, const Principal*) {
             const auto month = request.query("month").value_or(catalog::today_utc().substr(0, 7));
             json::array items;
             for (const auto& b : arenda.busy(request.params.at("code"), month)) {
               items.push_back(json::object{
                   {"day", b.day}, {"start_hour", b.start_hour}, {"end_hour", b.end_hour}});
             }
             return http::json_ok(json::object{{"month", month}, {"items", std::move(items)}});
           }},
          {Verb::post, "/api/rentals", Access::anyone, "",
           [&arenda](http::Request& request, const Principal* who) {
             const Origin origin{request.area, auth::Guard::client_of(request).ip,
                                 who ? std::optional<long long>(who->user.id) : std::nullopt};
             const auto saved = arenda.request(http::json_body(request), origin);
             return http::json_ok(json::object{{"id", saved.id}, {"price", saved.price}});
           }},
          {Verb::get, "/api/admin/rentals", Access::section, kRentalsSection,
           [&arenda](http::Request& request, const Principal*) {
             const auto q = read_rental_query(request);
             json::array rows;
             for (const auto& r : arenda.list(q)) rows.push_back(to_json(r));
             return http::json_list("rentals", rows, q.offset, arenda.count(q));
           }},
          {Verb::get, "/api/admin/rentals/{id}", Access::section, kRentalsSection,
           [&arenda](http::Request& request, const Principal*) {
             return http::json_bare(to_json(arenda.get(http::path_id(request, kRentalNotFound))));
           }},
          {Verb::put, "/api/admin/rentals/{id}", Access::section, kRentalsSection,
           [&arenda](http::Request& request, const Principal* who) {
             const long long id = http::path_id(request, kRentalNotFound);
             return http::json_bare(
                 to_json(arenda.edit(id, http::json_body(request), who->user.id)));
           }},
          {Verb::get, "/api/admin/rentals/{id}/audit", Access::section, kRentalsSection,
           [&arenda](http::Request& request, const Principal*) {
             json::array list;
             for (const auto& e : arenda.history(http::path_id(request, kRentalNotFound)))
               list.push_back(audit::to_json(e));
             const auto n = static_cast<long long>(list.size());
             return http::json_list("audit", list, 0, n);
           }},
          {Verb::get, "/api/admin/rentals-calendar", Access::section, kRentalsSection,
           [&arenda](http::Request& request, const Principal*) {
             const auto month = request.query("month").value_or(catalog::today_utc().substr(0, 7));
             std::optional<long long> hall_id;
             if (const auto v = request.query("hall_id"); v && !v->empty()) {
               hall_id = core::parse_id(*v);
               if (!hall_id) core::throw_invalid({{"hall_id", {"Зал не найден"}}});
             }
             json::array items;
             for (const auto& r : arenda.calendar(month, hall_id)) items.push_back(to_json(r));
             return http::json_ok(json::object{{"month", month}, {"items", std::move(items)}});
           }},
      });
}

}  // namespace platform::arenda
