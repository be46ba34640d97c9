#pragma once

#include <optional>
#include <string>

#include "db/work.hpp"
#include "mail/postman.hpp"
#include "tickets/repository.hpp"

namespace platform::tickets {

// Marks the order paid and makes its tickets, one per seat; queues the buyer's mail with the
// e-tickets. Inside the caller's unit of work; false when the order was no longer waiting for its
// payment. A provider's notification (payments.cpp) and the box office's «оплачен» (box_office.cpp)
// both pay through it.
bool pay(db::Work& s, mail::Postman& postman, const OrderRow& o,
         const std::optional<std::string>& payment_ref);

}  // namespace platform::tickets
