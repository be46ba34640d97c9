-- The client address an order came from (issue 31): unpaid seats of one show are capped per
-- address as well as per email and phone (tickets::kMaxUnpaidSeats). Older orders have none.
ALTER TABLE ticket_orders ADD COLUMN client_ip TEXT;
