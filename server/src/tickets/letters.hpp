#pragma once

#include <string>

#include "tickets/rows.hpp"

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

}  // namespace platform::tickets
