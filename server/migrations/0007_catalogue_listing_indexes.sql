-- Indexes for the uncached event list (decision 0012): the list's count and its page read only
-- these indexes, never the wide event rows (description, search text), for every filter but
-- creative type, age category and tag (probed in their own tables by event id).
-- Without a city: the published events in start-date order, so a date-sorted page stops after
-- its rows, and the other columns the list filters or sorts by, so counting reads the index alone.
DROP INDEX events_published_start;
CREATE INDEX events_listing ON events (published, date_start, date_end, city_id, type,
                                       price_participation, places_left);
-- With a city: the same for one city's events.
DROP INDEX events_city;
CREATE INDEX events_city ON events (city_id, published, date_start, date_end, type);
-- PostgreSQL: the search vector stored once per event instead of computed per row whenever a
-- plan reads rows in date order and checks the match on each (9 ms for a page of a common word).
{{postgresql}} ALTER TABLE events ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('russian', search_text)) STORED;
{{postgresql}} DROP INDEX events_search;
{{postgresql}} CREATE INDEX events_search ON events USING GIN (search_vector);
