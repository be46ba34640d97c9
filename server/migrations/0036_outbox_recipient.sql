-- Messages to one recipient in the last day are counted before another is queued (issue 31):
-- an anonymous form could make the platform mail or text any address over and over.
CREATE INDEX outbox_recipient ON outbox (recipient, channel, created_at);
