-- A guest's booking holds its place only once its contact is proven (issue 31): by the code sent
-- to the email it gave (or, without one, by SMS to its phone), or by a manager confirming it.
-- Bookings made before this took their places already and stay verified.
ALTER TABLE bravo_bookings ADD COLUMN verified_at TEXT;
ALTER TABLE bravo_bookings ADD COLUMN verify_code_hash TEXT;
ALTER TABLE bravo_bookings ADD COLUMN verify_attempts INTEGER NOT NULL DEFAULT 0;
UPDATE bravo_bookings SET verified_at = created_at;
-- Unproven bookings per email are counted before another is taken (per phone: bravo_bookings_phone).
CREATE INDEX bravo_bookings_email ON bravo_bookings (email);
