#pragma once

#include "mail/templates.hpp"
#include "orders/model.hpp"

namespace platform::orders {

// The Russian texts about orders: to the customer at confirm and at each status change, and to
// the order managers about a new order.
mail::Email confirmed_email(const Order& order);
mail::Email new_order_email(const Order& order);
mail::Email status_email(const Order& order);
// To the manager an order was assigned to (by someone else).
mail::Email assigned_email(const Order& order, const std::string& manager_name);

}  // namespace platform::orders
