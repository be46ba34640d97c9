-- Full-text search over events with Russian morphology (decision 0009). events.search_text is the
-- plain text searched (name, description, place, city). PostgreSQL indexes it with the `russian`
-- text search configuration; SQLite keeps an FTS5 table of its Snowball stems (rowid = event id),
-- written by the server (catalog::index_events) whenever an event is written.
-- Lines starting {{sqlite}} or {{postgresql}} run on that backend only (db::to_dialect).
ALTER TABLE events ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
{{postgresql}} CREATE INDEX events_search ON events USING GIN (to_tsvector('russian', search_text));
{{sqlite}} CREATE VIRTUAL TABLE event_fts USING fts5(stems);
