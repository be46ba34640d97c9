-- The outbox is delivered by the job runner, not inside requests (issue 11, decision 0021).
-- A row is due when it is unsent, not given up and its next attempt time has come; a copy of the
-- server claims it by setting lease_until, so two copies never send one message twice.
ALTER TABLE outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN next_attempt_at TEXT;
ALTER TABLE outbox ADD COLUMN lease_until TEXT;
ALTER TABLE outbox ADD COLUMN given_up_at TEXT;
UPDATE outbox SET next_attempt_at = created_at WHERE sent_at IS NULL;
CREATE INDEX outbox_due ON outbox (next_attempt_at);
