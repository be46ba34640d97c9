-- Contest results (issue 17, decision 0045): who judges an event, what is judged (performances),
-- the jurors' scores, the event's scoring rule, the diplomas written when the results are
-- published, and the reviews of those who took part.

-- A user assigned to an event: its jury's chair, a juror, or a manager of the event. Jurors score
-- in their account (id:/jury/), never in the admin. mentor_id: the mentor the juror is (the name
-- the results' screens show for them).
CREATE TABLE event_assignments (
  id {{id}},
  event_id BIGINT NOT NULL REFERENCES events (id),
  user_id BIGINT NOT NULL REFERENCES users (id),
  role TEXT NOT NULL,
  mentor_id BIGINT REFERENCES mentors (id),
  created_at TEXT NOT NULL,
  UNIQUE (event_id, user_id)
);
-- A juror's events (the account's «Судейство»).
CREATE INDEX event_assignments_user ON event_assignments (user_id);
CREATE INDEX event_assignments_mentor ON event_assignments (mentor_id);

-- The event's rule: its criteria (a JSON list of {code, title}), its scale and the lowest average
-- of each title on that scale; published_at is set while the results are public (and the scores
-- frozen).
CREATE TABLE event_scoring (
  event_id BIGINT PRIMARY KEY REFERENCES events (id),
  criteria_json TEXT NOT NULL,
  max_score INTEGER NOT NULL DEFAULT 10,
  thresholds_json TEXT NOT NULL,
  published_at TEXT,
  published_by BIGINT REFERENCES users (id),
  updated_at TEXT NOT NULL
);
CREATE INDEX event_scoring_published ON event_scoring (published_at);

-- What is judged: a performer (the name printed on the diploma) in a nomination and an age
-- category. participant_id: the portfolio the result goes to; user_id: the account that gets the
-- diploma and may review the event (the participant's owner or the order's customer).
CREATE TABLE performances (
  id {{id}},
  event_id BIGINT NOT NULL REFERENCES events (id),
  participant_id BIGINT REFERENCES participants (id),
  performer TEXT NOT NULL,
  user_id BIGINT REFERENCES users (id),
  order_item_id BIGINT,
  nomination TEXT NOT NULL,
  age_category_id BIGINT REFERENCES age_categories (id),
  creative_type_id BIGINT REFERENCES creative_types (id),
  piece TEXT,
  sort INTEGER NOT NULL DEFAULT 0,
  title_override TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX performances_event ON performances (event_id, sort);
CREATE INDEX performances_participant ON performances (participant_id);
CREATE INDEX performances_user ON performances (user_id);
CREATE INDEX performances_order_item ON performances (order_item_id);

-- A juror's score of a performance on one criterion (its code), 0..max_score.
CREATE TABLE scores (
  performance_id BIGINT NOT NULL REFERENCES performances (id),
  juror_id BIGINT NOT NULL REFERENCES users (id),
  criterion TEXT NOT NULL,
  value INTEGER NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (performance_id, juror_id, criterion)
);
CREATE INDEX scores_juror ON scores (juror_id);

-- Written when the results are published: the code (ten unambiguous letters and digits) is the
-- diploma's only key, printed on it and in its verification link.
CREATE TABLE diplomas (
  performance_id BIGINT PRIMARY KEY REFERENCES performances (id),
  code TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  issued_at TEXT NOT NULL
);

-- A review of an event by an account that performed there, after its end; moderated.
CREATE TABLE event_reviews (
  id {{id}},
  event_id BIGINT NOT NULL REFERENCES events (id),
  user_id BIGINT NOT NULL REFERENCES users (id),
  rating INTEGER NOT NULL,
  text TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  note TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  decided_at TEXT,
  decided_by BIGINT REFERENCES users (id),
  UNIQUE (event_id, user_id)
);
CREATE INDEX event_reviews_event_status ON event_reviews (event_id, status);
-- The moderation queue, newest first; an account's reviews.
CREATE INDEX event_reviews_status ON event_reviews (status, created_at);
CREATE INDEX event_reviews_user ON event_reviews (user_id);
