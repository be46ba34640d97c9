-- The places left of events get their own change counter (decision 0022): a confirmed or
-- cancelled order drops only the answers showing its events in the copy that made it, and the
-- other copies drop the answers that show places, not the handbooks and services.
INSERT INTO change_counters (name, value) VALUES ('places', 0);
