-- Bravo's bookings (issue 16, decision 0043): a parent's children, and the school's inbox of
-- trial lessons, enrolments and individual lessons, each for one child.

-- A child of an account's holder: who a lesson is booked for. The consent to process a child's
-- personal data is given by the parent when the child is added, and its time kept.
CREATE TABLE children (
  id {{id}},
  user_id BIGINT NOT NULL REFERENCES users (id),
  name TEXT NOT NULL,
  birth_date TEXT NOT NULL,
  notes TEXT,
  consent_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX children_user ON children (user_id, id);

-- Moved by every booking of the class: the write that serialises two bookings of its last place.
-- A class, not a slot (0023's bravo_slots.booking_version, left unused): an enrolment takes a
-- place on every lesson of the class, so bookings of different lessons meet here.
ALTER TABLE bravo_classes ADD COLUMN booking_version BIGINT NOT NULL DEFAULT 0;

-- kind: trial_lesson and enrolment are booked on a slot and a date (the lesson, or the first
-- lesson of the enrolment); individual_lesson on a date and a start time. The child's name and
-- birth date are copied: a guest's child has no row, and a booking keeps what it was made with.
-- price is the price kept at booking (an individual lesson's with its discount, discount_percent).
CREATE TABLE bravo_bookings (
  id {{id}},
  kind TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new',
  class_id BIGINT NOT NULL REFERENCES bravo_classes (id),
  slot_id BIGINT REFERENCES bravo_slots (id),
  lesson_date TEXT NOT NULL,
  start_minute INTEGER NOT NULL,
  price INTEGER NOT NULL,
  discount_percent INTEGER NOT NULL DEFAULT 0,
  user_id BIGINT REFERENCES users (id),
  child_id BIGINT REFERENCES children (id),
  child_name TEXT NOT NULL,
  child_birth_date TEXT NOT NULL,
  contact_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT,
  comment TEXT,
  manager_note TEXT,
  area TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- Places left on a lesson: the slot's bookings of a date; a class's enrolments.
CREATE INDEX bravo_bookings_slot_date ON bravo_bookings (slot_id, lesson_date, status);
CREATE INDEX bravo_bookings_class_kind ON bravo_bookings (class_id, kind, status);
-- The inbox by status, newest first; a parent's bookings; a guest's bookings by phone.
CREATE INDEX bravo_bookings_status_id ON bravo_bookings (status, id);
CREATE INDEX bravo_bookings_user ON bravo_bookings (user_id, id);
CREATE INDEX bravo_bookings_child ON bravo_bookings (child_id);
CREATE INDEX bravo_bookings_phone ON bravo_bookings (phone, user_id);
