-- Every change made in the admin area: who, when, what, and the record before and after (JSON).
CREATE TABLE audit_log (
  id {{id}},
  actor_user_id BIGINT REFERENCES users (id),
  entity TEXT NOT NULL,
  entity_id BIGINT NOT NULL,
  action TEXT NOT NULL,
  before_json TEXT,
  after_json TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id, created_at);
