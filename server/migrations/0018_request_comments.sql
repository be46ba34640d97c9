-- Managers' comments on a request of the inbox (issue 12, decision 0025), as on orders: who wrote
-- what and when, kept when the request changes hands.
CREATE TABLE request_comments (
  id {{id}},
  request_id BIGINT NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
  author_user_id BIGINT NOT NULL REFERENCES users (id),
  text TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX request_comments_request ON request_comments (request_id, id);
