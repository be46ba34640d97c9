#include "bravo/bookings_routes.hpp"

#include <boost/json.hpp>

#include "audit/json.hpp"
#include "catalog/dates.hpp"
#include "core/validation.hpp"
#include "http/list_params.hpp"

namespace platform::bravo {
namespace json = boost::json;
using auth::Access;
using auth::Principal;
using http::Verb;

namespace {

constexpr std::string_view kSortFields[] = {"id"};  // the newest first

BookingQuery read_booking_query(const http::Request& request) {
  const auto p = http::list_params(request, kSortFields);
  BookingQuery q;
  q.offset = p.offset;
  q.limit = p.limit.value_or(25);
  q.status = p.text("status", 20);
  if (q.status && booking_status_name(*q.status).empty())
    core::throw_invalid({{"status", {"Недопустимое значение"}}});
  q.kind = p.text("kind", 20);
  if (q.kind && kind_name(*q.kind).empty())
    core::throw_invalid({{"kind", {"Недопустимое значение"}}});
  q.class_id = p.id("class_id");
  q.verified = p.flag("verified");
  for (auto [key, out] : {std::pair{"date_from", &q.date_from}, std::pair{"date_to", &q.date_to}}) {
    *out = p.date_text(key);
    if (*out && !catalog::is_date(**out))
      core::throw_invalid({{key, {"Дата должна быть в формате ГГГГ-ММ-ДД"}}});
  }
  return q;
}

json::object list_of(const std::vector<Booking>& bookings) {
  json::array items;
  for (const auto& b : bookings) items.push_back(to_json(b));
  return {{"items", std::move(items)}};
}

}  // namespace

void register_booking_routes(http::Router& router, const auth::Guard& guard,
                             BookingsService& bookings) {
  guard.add(
      router,
      {
          {Verb::get, "/api/bravo/classes/{school}/{code}/lessons", Access::anyone, "",
           [&bookings](http::Request& request, const Principal*) {
             const auto found =
                 bookings.lessons(request.params.at("school"), request.params.at("code"));
             json::array items;
             for (const auto& lesson : found.lessons) {
               const Room* room =
                   lesson.slot->room_id ? found.snapshot->room(*lesson.slot->room_id) : nullptr;
               items.push_back(
                   json::object{{"slot_id", lesson.slot->id},
                                {"date", lesson.date},
                                {"weekday", lesson.slot->weekday},
                                {"start", time_of_day(lesson.slot->start_minute)},
                                {"end", time_of_day(lesson.slot->end_minute)},
                                {"room", room ? json::value(room->name) : json::value(nullptr)},
                                {"places_left", lesson.places_left}});
             }
             return http::json_ok(json::object{{"group_size", found.school_class->group_size},
                                               {"items", std::move(items)}});
           }},
          {Verb::post, "/api/bravo/bookings", Access::anyone, "",
           [&bookings](http::Request& request, const Principal* who) {
             const BookingOrigin origin{
                 request.area, auth::Guard::client_of(request).ip,
                 who ? std::optional<long long>(who->user.id) : std::nullopt};
             return http::json_ok(to_json(bookings.book(http::json_body(request), origin)));
           }},
          {Verb::post, "/api/bravo/bookings/{id}/verify", Access::anyone, "",
           [&bookings](http::Request& request, const Principal*) {
             const long long id = http::path_id(request, kBookingNotFound);
             return http::json_ok(to_json(bookings.verify(id, http::json_body(request),
                                                          auth::Guard::client_of(request).ip)));
           }},
          // ---- the parent's account
          {Verb::get, "/api/user/children", Access::user, "",
           [&bookings](http::Request&, const Principal* who) {
             json::array items;
             for (const auto& c : bookings.children(who->user.id)) items.push_back(to_json(c));
             return http::json_ok(json::object{{"items", std::move(items)}});
           }},
          {Verb::post, "/api/user/children", Access::user, "",
           [&bookings](http::Request& request, const Principal* who) {
             return http::json_ok(
                 to_json(bookings.add_child(who->user.id, http::json_body(request))));
           }},
          {Verb::put, "/api/user/children/{id}", Access::user, "",
           [&bookings](http::Request& request, const Principal* who) {
             const long long id = http::path_id(request, kChildNotFound);
             return http::json_ok(
                 to_json(bookings.edit_child(who->user.id, id, http::json_body(request))));
           }},
          {Verb::delete_, "/api/user/children/{id}", Access::user, "",
           [&bookings](http::Request& request, const Principal* who) {
             bookings.remove_child(who->user.id, http::path_id(request, kChildNotFound));
             return http::json_ok(json::object{{"ok", true}});
           }},
          {Verb::get, "/api/user/bravo-bookings", Access::user, "",
           [&bookings](http::Request&, const Principal* who) {
             return http::json_ok(list_of(bookings.bookings_of(who->user.id)));
           }},
          {Verb::post, "/api/user/bravo-bookings/{id}/cancel", Access::user, "",
           [&bookings](http::Request& request, const Principal* who) {
             const long long id = http::path_id(request, kBookingNotFound);
             return http::json_ok(to_json(bookings.cancel_own(who->user.id, id)));
           }},
          // ---- the managers
          {Verb::get, "/api/admin/bravo-bookings", Access::section, kBookingsSection,
           [&bookings](http::Request& request, const Principal*) {
             const auto q = read_booking_query(request);
             json::array rows;
             for (const auto& b : bookings.list(q)) rows.push_back(to_json(b));
             return http::json_list("bravo-bookings", rows, q.offset, bookings.count(q));
           }},
          {Verb::get, "/api/admin/bravo-bookings/{id}", Access::section, kBookingsSection,
           [&bookings](http::Request& request, const Principal*) {
             return http::json_bare(
                 to_json(bookings.get(http::path_id(request, kBookingNotFound))));
           }},
          {Verb::put, "/api/admin/bravo-bookings/{id}", Access::section, kBookingsSection,
           [&bookings](http::Request& request, const Principal* who) {
             const long long id = http::path_id(request, kBookingNotFound);
             return http::json_bare(
                 to_json(bookings.edit(id, http::json_body(request), who->user.id)));
           }},
          {Verb::get, "/api/admin/bravo-bookings/{id}/audit", Access::section, kBookingsSection,
           [&bookings](http::Request& request, const Principal*) {
             json::array list;
             for (const auto& e : bookings.history(http::path_id(request, kBookingNotFound)))
               list.push_back(audit::to_json(e));
             const auto n = static_cast<long long>(list.size());
             return http::json_list("audit", list, 0, n);
           }},
      });
}

}  // namespace platform::bravo
