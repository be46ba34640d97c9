-- One live account per email and per phone, enforced by the database too: the service checks
-- first (for the Russian message), these indexes stop two simultaneous registrations from both
-- passing that check. Partial unique indexes are written alike in SQLite and PostgreSQL.
CREATE UNIQUE INDEX users_email_live ON users (email) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX users_phone_live ON users (phone) WHERE deleted_at IS NULL AND phone IS NOT NULL;
