-- One row per distinct client error, with how many times it came and when last (issue 31): one
-- address had stored 43 000 rows (58 MB) in 10 s. The fingerprint hashes the area, the message
-- and the stack; older rows have none. Rows not seen for 30 days go in the hourly clean-up.
ALTER TABLE client_errors ADD COLUMN fingerprint TEXT;
ALTER TABLE client_errors ADD COLUMN count INTEGER NOT NULL DEFAULT 1;
ALTER TABLE client_errors ADD COLUMN last_seen_at TEXT;
CREATE UNIQUE INDEX client_errors_fingerprint ON client_errors (fingerprint);
CREATE INDEX client_errors_last_seen ON client_errors (last_seen_at);
