#pragma once

#include <string>

#include "tickets/repository.hpp"

namespace platform::tickets {

// A mail to a buyer: its subject and plain-text body.
struct Letter {
  std::string subject, body;
};

// Why an order ended before the show: a manager cancelled or refunded that order, or the whole
// show was cancelled.
enum class Ending { order_cancelled, order_refunded, show_cancelled };

// The buyer's letter when a manager ends the order: what happened to it, what happens to the
// money, and the reason the manager gave.
Letter ending_letter(const ShowRow& show, const OrderRow& order, Ending ending,
                     const std::string& reason);

// The buyer's letter when the order is paid: its `tickets` e-tickets go with it as attachments.
Letter paid_letter(const ShowRow& show, const OrderRow& order, long long tickets);
// The buyer's letter when they chose to pay at the box office, by `held_until` (UTC).
Letter box_office_letter(const ShowRow& show, const OrderRow& order, const std::string& held_until);
// The buyer's letter when a box-office booking was not paid in time (a card payment's 15 minutes
// end before the buyer's eyes: no letter).
Letter hold_expired_letter(const ShowRow& show, const OrderRow& order);

}  // namespace platform::tickets
