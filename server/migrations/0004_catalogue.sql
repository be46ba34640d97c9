-- The festival catalogue (issue 4): regions, cities, venues, handbooks, creative projects, events
-- with their programs, requirements (finals) and jury. Dates of events are UTC calendar dates as
-- text "YYYY-MM-DD" (decision 0004); booleans are INTEGER 0/1. Every filter column and every join
-- column has an index.
CREATE TABLE regions (
  id {{id}},
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);

CREATE TABLE cities (
  id {{id}},
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  name_in TEXT NOT NULL,
  region_id BIGINT NOT NULL REFERENCES regions (id),
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX cities_region ON cities (region_id);

CREATE TABLE places (
  id {{id}},
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  city_id BIGINT NOT NULL REFERENCES cities (id),
  address TEXT NOT NULL,
  lat DOUBLE PRECISION,
  lon DOUBLE PRECISION
);
CREATE INDEX places_city ON places (city_id);

CREATE TABLE creative_types (
  id {{id}},
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  adjective_plural TEXT NOT NULL,
  icon TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE age_categories (
  id {{id}},
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  min_age INTEGER NOT NULL,
  max_age INTEGER,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE tags (
  id {{id}},
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  icon TEXT NOT NULL,
  color TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE execution_formats (
  id {{id}},
  code TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

-- content_json: the page's sections as a JSON array of {heading, text}.
CREATE TABLE projects (
  id {{id}},
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  content_json TEXT NOT NULL,
  fixed INTEGER NOT NULL DEFAULT 0
);

-- description_json: a JSON array of plain-text paragraphs; package_trip_json: a JSON array of
-- strings. place_id is NULL for an online event. places_left is what the public sees.
CREATE TABLE events (
  id {{id}},
  code TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  name TEXT NOT NULL,
  description_json TEXT NOT NULL,
  photo TEXT,
  place_id BIGINT REFERENCES places (id),
  city_id BIGINT REFERENCES cities (id),
  date_start TEXT NOT NULL,
  date_end TEXT NOT NULL,
  place_count INTEGER NOT NULL,
  places_left INTEGER NOT NULL,
  price_participation INTEGER NOT NULL,
  price_trip INTEGER,
  package_trip_json TEXT NOT NULL,
  support TEXT,
  project_id BIGINT REFERENCES projects (id),
  published INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX events_published_start ON events (published, date_start);
CREATE INDEX events_city ON events (city_id, published, date_start);
CREATE INDEX events_place ON events (place_id);
CREATE INDEX events_project ON events (project_id);
CREATE INDEX events_type ON events (type);
CREATE INDEX events_price ON events (price_participation);
CREATE INDEX events_places_left ON events (places_left);

CREATE TABLE event_creative_types (
  event_id BIGINT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  creative_type_id BIGINT NOT NULL REFERENCES creative_types (id),
  PRIMARY KEY (event_id, creative_type_id)
);
CREATE INDEX event_creative_types_type ON event_creative_types (creative_type_id, event_id);

CREATE TABLE event_age_categories (
  event_id BIGINT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  age_category_id BIGINT NOT NULL REFERENCES age_categories (id),
  PRIMARY KEY (event_id, age_category_id)
);
CREATE INDEX event_age_categories_category ON event_age_categories (age_category_id, event_id);

CREATE TABLE event_tags (
  event_id BIGINT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  tag_id BIGINT NOT NULL REFERENCES tags (id),
  PRIMARY KEY (event_id, tag_id)
);
CREATE INDEX event_tags_tag ON event_tags (tag_id, event_id);

-- A schedule item: day 1 is date_start; time is the venue's local "HH:MM".
CREATE TABLE event_programs (
  id {{id}},
  event_id BIGINT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  day INTEGER NOT NULL,
  time TEXT NOT NULL,
  title TEXT NOT NULL
);
CREATE INDEX event_programs_event ON event_programs (event_id, day, time);

-- A final requires `count` participations in events of a project.
CREATE TABLE event_requirements (
  id {{id}},
  event_id BIGINT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  project_id BIGINT NOT NULL REFERENCES projects (id),
  count INTEGER NOT NULL
);
CREATE INDEX event_requirements_event ON event_requirements (event_id);
CREATE INDEX event_requirements_project ON event_requirements (project_id);

CREATE TABLE event_jury (
  id {{id}},
  event_id BIGINT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  sort INTEGER NOT NULL,
  name TEXT NOT NULL,
  regalia TEXT NOT NULL
);
CREATE INDEX event_jury_event ON event_jury (event_id, sort);
