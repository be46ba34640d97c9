-- Accounts (issue 3): users, roles, sessions, one-time login codes, the outbox of sent messages,
-- uploaded files and login attempts for throttling. Times are UTC text (decision 0004).
-- Email and phone are unique among users that are not deleted: the service enforces it, because
-- partial unique indexes are spelled differently by the two backends.
CREATE TABLE users (
  id {{id}},
  code TEXT NOT NULL UNIQUE,
  photo TEXT,
  first_name TEXT NOT NULL,
  second_name TEXT,
  last_name TEXT NOT NULL,
  phone TEXT,
  email TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  search_text TEXT NOT NULL,
  verified_at TEXT,
  consent_at TEXT,
  blocked_at TEXT,
  blocked_reason TEXT,
  deleted_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX users_email ON users (email);
CREATE INDEX users_phone ON users (phone);

-- Role rows; what each role may open (its admin sections) is a table in the code
-- (server/src/auth/permissions.cpp), mirrored by docs/permissions.md.
CREATE TABLE roles (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL
);
INSERT INTO roles (code, name) VALUES ('Admin', 'Администратор');
INSERT INTO roles (code, name) VALUES ('ManagerNews', 'Менеджер новостей');
INSERT INTO roles (code, name) VALUES ('ManagerPosters', 'Менеджер афиши');
INSERT INTO roles (code, name) VALUES ('ManagerUsers', 'Менеджер пользователей');
INSERT INTO roles (code, name) VALUES ('ManagerOrders', 'Менеджер заказов');
INSERT INTO roles (code, name) VALUES ('ManagerOrdersSenior', 'Старший менеджер заказов');
INSERT INTO roles (code, name) VALUES ('ManagerSeo', 'SEO-менеджер');
INSERT INTO roles (code, name) VALUES ('ManagerTickets', 'Менеджер билетов');

CREATE TABLE user_roles (
  user_id BIGINT NOT NULL REFERENCES users (id),
  role_code TEXT NOT NULL REFERENCES roles (code),
  PRIMARY KEY (user_id, role_code)
);

-- Only the SHA-256 of a session token is stored.
CREATE TABLE sessions (
  id {{id}},
  token_hash TEXT NOT NULL UNIQUE,
  user_id BIGINT NOT NULL REFERENCES users (id),
  lifetime_seconds INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  user_agent TEXT,
  ip TEXT,
  revoked_at TEXT
);
CREATE INDEX sessions_user_id ON sessions (user_id);

-- One-time login codes (forgot): the hash only, the contact they were sent to, wrong tries.
CREATE TABLE login_codes (
  id {{id}},
  code_hash TEXT NOT NULL,
  contact TEXT NOT NULL,
  channel TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at TEXT
);
CREATE INDEX login_codes_contact ON login_codes (contact, created_at);

-- Every email and SMS the platform sends, with the result of sending it.
CREATE TABLE outbox (
  id {{id}},
  channel TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  sent_at TEXT,
  error TEXT
);
CREATE INDEX outbox_created_at ON outbox (created_at);

-- Uploaded files (user photos for now).
CREATE TABLE files (
  id {{id}},
  user_id BIGINT REFERENCES users (id),
  kind TEXT NOT NULL,
  path TEXT NOT NULL,
  size BIGINT NOT NULL,
  content_type TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX files_user_id ON files (user_id);

-- Login attempts for throttling (10 failures per contact or per IP in 15 minutes).
CREATE TABLE login_attempts (
  id {{id}},
  contact TEXT NOT NULL,
  ip TEXT NOT NULL,
  success INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX login_attempts_contact ON login_attempts (contact, created_at);
CREATE INDEX login_attempts_ip ON login_attempts (ip, created_at);
