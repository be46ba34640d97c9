-- Ticket sales get their own change counter (decision 0047): a purchase, a hold's expiry, a
-- refund or a show's cancellation changes the afisha's kept pages (places left, a show's status
-- and its JSON-LD) without touching the catalogue's answers.
INSERT INTO change_counters (name, value) VALUES ('tickets', 0);
