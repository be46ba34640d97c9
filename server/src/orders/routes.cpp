#include "orders/routes.hpp"

#include <boost/json.hpp>

namespace platform::orders {
namespace json = boost::json;
using auth::Access;
using auth::Principal;
using http::Verb;

void register_routes(http::Router& router, const auth::Guard& guard, OrderService& orders) {
  guard.add(router, {
                        {Verb::post, "/api/cart/confirm", Access::user, "",
                         [&orders](http::Request&, const Principal* principal) {
                           return http::json_ok(to_json(orders.confirm(principal->user)));
                         }},
                        {Verb::get, "/api/orders", Access::user, "",
                         [&orders](http::Request&, const Principal* principal) {
                           json::array list;
                           for (const auto& o : orders.of_user(principal->user.id))
                             list.push_back(to_json(o));
                           return http::json_ok(list);
                         }},
                        {Verb::get, "/api/orders/{number}", Access::user, "",
                         [&orders](http::Request& request, const Principal* principal) {
                           return http::json_ok(to_json(
                               orders.own(principal->user.id, request.params.at("number"))));
                         }},
                        {Verb::post, "/api/orders/{number}/cancel", Access::user, "",
                         [&orders](http::Request& request, const Principal* principal) {
                           return http::json_ok(to_json(
                               orders.cancel_own(principal->user, request.params.at("number"))));
                         }},
                    });
}

}  // namespace platform::orders
