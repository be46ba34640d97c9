-- One row per counted key (decision 0047): a hit locks its key's row before it counts, so hits
-- of one key at the same instant are counted one after another and never pass the limit together
-- (PostgreSQL's READ COMMITTED let two see the same count); keys of others are not held up.
CREATE TABLE rate_keys (
  kind TEXT NOT NULL,
  client TEXT NOT NULL,
  PRIMARY KEY (kind, client)
);
