-- The metrics count what waits in the outbox at every scrape (issue 32): only the unsent rows,
-- never a scan of the whole mail history.
CREATE INDEX outbox_waiting ON outbox (channel, created_at) WHERE sent_at IS NULL AND given_up_at IS NULL;
