-- Counters that say "this kind of cached data changed" (decision 0018): every copy of the server
-- polls them and drops its in-memory copies when one moves, so a change made through one copy
-- reaches the others within a second. 'catalog': events, handbooks, places left, services;
-- 'sessions': logouts, revocations and changes to users.
CREATE TABLE change_counters (
  name TEXT PRIMARY KEY,
  value BIGINT NOT NULL
);
INSERT INTO change_counters (name, value) VALUES ('catalog', 0);
INSERT INTO change_counters (name, value) VALUES ('sessions', 0);
