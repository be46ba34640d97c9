-- Venue rental (issue 15, decision 0040): a venue is a place of the catalogue; its halls are rented
-- by the hour or the day. A visitor's rental request waits for a manager; a confirmed rental
-- holds its hours, and no two confirmed rentals of a hall overlap.
CREATE TABLE halls (
  id {{id}},
  place_id BIGINT NOT NULL REFERENCES places (id),
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  capacity INTEGER NOT NULL,
  area INTEGER,
  equipment_json TEXT,
  price_hour INTEGER NOT NULL,
  price_day INTEGER,
  photo TEXT,
  description TEXT,
  published INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  -- Moved by every confirmation in the hall: the write that serialises two managers confirming
  -- overlapping rentals at once (a row lock on PostgreSQL, the database lock on SQLite).
  booking_version BIGINT NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX halls_place ON halls (place_id);
CREATE INDEX halls_published_capacity ON halls (published, capacity);

CREATE TABLE hall_rentals (
  id {{id}},
  hall_id BIGINT NOT NULL REFERENCES halls (id),
  day TEXT NOT NULL,
  start_hour INTEGER NOT NULL,
  end_hour INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'new',
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  organization TEXT,
  purpose TEXT NOT NULL,
  guests INTEGER,
  message TEXT,
  price INTEGER NOT NULL,
  user_id BIGINT REFERENCES users (id),
  manager_note TEXT,
  area TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- The overlap check and the busy days of a month read a hall's rentals of a status by day.
CREATE INDEX hall_rentals_hall_day ON hall_rentals (hall_id, status, day);
CREATE INDEX hall_rentals_status_created ON hall_rentals (status, created_at);
