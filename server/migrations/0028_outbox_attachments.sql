-- Attachments of an email (issue 18, decision 0046): what to attach, not the bytes. A JSON list
-- such as [{"kind":"ticket","id":"A1B2C3D4E5F6"}], rendered by the courier at send time through
-- the source registered for its kind (mail/attachments.hpp); NULL: none.
ALTER TABLE outbox ADD COLUMN attachments TEXT;
