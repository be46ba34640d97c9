-- People and portfolios (issue 17, decision 0044): structures (collectives, schools,
-- organisations), mentors (teachers, heads of collectives) and participants (soloists and
-- collectives) with their public pages; the owners' portfolio drafts that managers moderate.
-- Lists (achievements, photos, videos) are JSON text: they are neither sorted nor filtered by.
CREATE TABLE structures (
  id {{id}},
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  kind TEXT NOT NULL,
  city_id BIGINT REFERENCES cities (id),
  head TEXT,
  description TEXT,
  published INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX structures_city ON structures (city_id);

CREATE TABLE mentors (
  id {{id}},
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  position TEXT,
  photo TEXT,
  bio TEXT,
  city_id BIGINT REFERENCES cities (id),
  structure_id BIGINT REFERENCES structures (id),
  achievements_json TEXT NOT NULL DEFAULT '[]',
  photos_json TEXT NOT NULL DEFAULT '[]',
  videos_json TEXT NOT NULL DEFAULT '[]',
  user_id BIGINT REFERENCES users (id),
  published INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- The public list: published mentors of a city, in the editors' order.
CREATE INDEX mentors_published_city ON mentors (published, city_id, sort);
CREATE INDEX mentors_structure ON mentors (structure_id);
CREATE INDEX mentors_user ON mentors (user_id);

CREATE TABLE mentor_creative_types (
  mentor_id BIGINT NOT NULL REFERENCES mentors (id),
  creative_type_id BIGINT NOT NULL REFERENCES creative_types (id),
  PRIMARY KEY (mentor_id, creative_type_id)
);
CREATE INDEX mentor_creative_types_type ON mentor_creative_types (creative_type_id, mentor_id);

CREATE TABLE participants (
  id {{id}},
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  kind TEXT NOT NULL,
  photo TEXT,
  bio TEXT,
  city_id BIGINT REFERENCES cities (id),
  structure_id BIGINT REFERENCES structures (id),
  mentor_id BIGINT REFERENCES mentors (id),
  -- Never public: a minor is published only with a guardian's name and consent.
  minor INTEGER NOT NULL DEFAULT 0,
  birth_date TEXT,
  guardian_name TEXT,
  guardian_consent_at TEXT,
  photos_json TEXT NOT NULL DEFAULT '[]',
  videos_json TEXT NOT NULL DEFAULT '[]',
  user_id BIGINT REFERENCES users (id),
  published INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX participants_published_city ON participants (published, city_id, sort);
CREATE INDEX participants_published_kind ON participants (published, kind, sort);
CREATE INDEX participants_mentor ON participants (mentor_id);
CREATE INDEX participants_structure ON participants (structure_id);
CREATE INDEX participants_user ON participants (user_id);

CREATE TABLE participant_creative_types (
  participant_id BIGINT NOT NULL REFERENCES participants (id),
  creative_type_id BIGINT NOT NULL REFERENCES creative_types (id),
  PRIMARY KEY (participant_id, creative_type_id)
);
CREATE INDEX participant_creative_types_type
  ON participant_creative_types (creative_type_id, participant_id);

-- The events a mentor judges: the jury rows linked to them.
ALTER TABLE event_jury ADD COLUMN mentor_id BIGINT REFERENCES mentors (id);
CREATE INDEX event_jury_mentor ON event_jury (mentor_id);

-- An owner's portfolio as they write it (data_json: the fields of the account's editor), and
-- what the managers decided. target_id: the mentors or participants row once first approved.
CREATE TABLE portfolio_drafts (
  id {{id}},
  user_id BIGINT NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL,
  target_id BIGINT,
  data_json TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'draft',
  note TEXT,
  submitted_at TEXT,
  decided_at TEXT,
  decided_by BIGINT REFERENCES users (id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX portfolio_drafts_queue ON portfolio_drafts (status, submitted_at);
CREATE INDEX portfolio_drafts_user ON portfolio_drafts (user_id);
