-- An email's Message-ID is fixed when its outbox row is written (decision 0047): a resend after
-- a failed or interrupted attempt is the same message, which mail clients show once. Rows queued
-- before get one made from their id at the next attempt.
ALTER TABLE outbox ADD COLUMN message_key TEXT;
