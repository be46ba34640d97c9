-- Account security (issue 10, decision 0019).
-- A change of email or phone waits here until the code sent to the new contact is entered; the
-- codes themselves are rows of login_codes under the contact key "change:<user id>:<kind>", so
-- they get the same hashing, expiry, attempt and resend limits as login codes.
ALTER TABLE users ADD COLUMN pending_email TEXT;
ALTER TABLE users ADD COLUMN pending_phone TEXT;

-- When a session was opened with a one-time code: for 10 minutes it may change contacts without
-- the password, for 15 minutes set a new password without the old one.
ALTER TABLE sessions ADD COLUMN code_login_at TEXT;

-- Requests counted per client address (registrations, code sends): what the per-address limits
-- read. Old rows are removed as they age out of the longest window.
CREATE TABLE rate_events (
  id {{id}},
  kind TEXT NOT NULL,
  client TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX rate_events_kind_client ON rate_events (kind, client, created_at);
