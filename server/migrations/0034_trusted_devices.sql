-- Device cookies (issue 31, decision 0048; OWASP "Slow down online guessing attacks with device
-- cookies"): a browser that has logged in to an account keeps a random token; its hash names the
-- account here. Logins from such a browser are slowed only by the failures made from it, not by
-- what strangers try against the account, so a guessing attack no longer locks the owner out.
CREATE TABLE trusted_devices (
  token_hash TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL,
  used_at TEXT NOT NULL
);
CREATE INDEX trusted_devices_user ON trusted_devices (user_id);
CREATE INDEX trusted_devices_used ON trusted_devices (used_at);
-- The device a login attempt came from, when it was a trusted one.
ALTER TABLE login_attempts ADD COLUMN device_hash TEXT;
CREATE INDEX login_attempts_device ON login_attempts (device_hash, created_at);
