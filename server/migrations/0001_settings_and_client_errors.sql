-- Platform-wide key/value settings (for example, that the demo data set was loaded).
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Uncaught errors reported by the web app (POST /api/client-errors), for the back office.
CREATE TABLE client_errors (
  id {{id}},
  message TEXT NOT NULL,
  url TEXT,
  stack TEXT,
  area TEXT,
  user_agent TEXT,
  ip TEXT,
  request_id TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX client_errors_created_at ON client_errors (created_at);
