-- One inbox for every form of the public areas (issue 12, decision 0025): call-back requests,
-- questions and reviews of the platform, with where they came from (area, page, UTM), processed
-- by managers like orders (status, assignee, a note). Forms of later issues add their types.
CREATE TABLE requests (
  id {{id}},
  area TEXT NOT NULL,
  form TEXT NOT NULL,
  name TEXT NOT NULL,
  phone TEXT,
  email TEXT,
  message TEXT,
  page TEXT,
  utm_source TEXT,
  utm_medium TEXT,
  utm_campaign TEXT,
  user_id BIGINT REFERENCES users (id),
  status TEXT NOT NULL DEFAULT 'new',
  assignee_id BIGINT REFERENCES users (id),
  manager_note TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- The inbox opens on the newest requests of a status.
CREATE INDEX requests_status_id ON requests (status, id);
CREATE INDEX requests_assignee ON requests (assignee_id);
