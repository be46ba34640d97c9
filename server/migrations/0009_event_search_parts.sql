-- Event search in three weighted parts (decision 0009, second round): the name, the labels (type,
-- creative types, city, venue, project) and the description, each as the server's Snowball stems
-- (catalog::index_events), so both backends match the same stems and can rank name matches first.
-- Emptying the index makes the server reindex every event at start (index_missing_events).
-- Lines starting {{sqlite}} or {{postgresql}} run on that backend only (db::to_dialect).
{{sqlite}} DROP TABLE event_fts;
{{sqlite}} CREATE VIRTUAL TABLE event_fts USING fts5(name, labels, body);
-- PostgreSQL: the vector is written by the server (weights A name, B labels, D description)
-- instead of generated from search_text by the `russian` configuration.
{{postgresql}} ALTER TABLE events DROP COLUMN search_vector;
{{postgresql}} ALTER TABLE events ADD COLUMN search_vector tsvector;
{{postgresql}} CREATE INDEX events_search ON events USING GIN (search_vector);
