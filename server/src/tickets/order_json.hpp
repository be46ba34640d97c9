#pragma once

// The ticket orders as JSON: the buyer's page, the account and the admin show the same shape.

#include <soci/session.h>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <string>
#include <vector>

#include "tickets/repository.hpp"

namespace platform::tickets {

// The orders with their show, lines and tickets (each ticket's QR signed with `ticket_key`):
// four queries however many orders there are. `with_key`: the buyer's access key too.
boost::json::array orders_json(soci::session& s, const std::vector<OrderRow>& orders,
                               const std::string& ticket_key, bool with_key);
boost::json::object order_json(soci::session& s, const OrderRow& o, const std::string& ticket_key,
                               bool with_key);

}  // namespace platform::tickets
