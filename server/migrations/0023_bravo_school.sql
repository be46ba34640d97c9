-- The school and theatre studio «Браво» (issue 16, decision 0042): its schools, the classes
-- under them with their weekly lessons, teachers and rooms, and its courses (intensives and
-- term courses with dates). Times of day are minutes from midnight; weekdays 1 (Monday) to 7.
CREATE TABLE bravo_schools (
  id {{id}},
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  summary TEXT NOT NULL,
  description TEXT NOT NULL,
  published INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE bravo_teachers (
  id {{id}},
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  role TEXT NOT NULL,
  bio TEXT NOT NULL,
  photo TEXT,
  published INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE bravo_rooms (
  id {{id}},
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  note TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE bravo_classes (
  id {{id}},
  school_id BIGINT NOT NULL REFERENCES bravo_schools (id),
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  summary TEXT NOT NULL,
  description TEXT NOT NULL,
  age_min INTEGER NOT NULL,
  age_max INTEGER NOT NULL,
  level TEXT NOT NULL,
  group_size INTEGER NOT NULL,
  price_month INTEGER NOT NULL,
  price_visit INTEGER NOT NULL,
  price_individual INTEGER NOT NULL,
  published INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (school_id, code)
);
-- The finder reads published classes by age.
CREATE INDEX bravo_classes_published_age ON bravo_classes (published, age_min, age_max);

CREATE TABLE bravo_class_teachers (
  class_id BIGINT NOT NULL REFERENCES bravo_classes (id),
  teacher_id BIGINT NOT NULL REFERENCES bravo_teachers (id),
  PRIMARY KEY (class_id, teacher_id)
);
CREATE INDEX bravo_class_teachers_teacher ON bravo_class_teachers (teacher_id);

-- A class's weekly lesson: the slot a trial lesson is booked on (its places: the class's group).
CREATE TABLE bravo_slots (
  id {{id}},
  class_id BIGINT NOT NULL REFERENCES bravo_classes (id),
  weekday INTEGER NOT NULL,
  start_minute INTEGER NOT NULL,
  end_minute INTEGER NOT NULL,
  room_id BIGINT REFERENCES bravo_rooms (id),
  -- Moved by every booking of the slot: the write that serialises two bookings of its last place.
  booking_version BIGINT NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX bravo_slots_class ON bravo_slots (class_id, weekday, start_minute);
CREATE INDEX bravo_slots_weekday ON bravo_slots (weekday, start_minute);

CREATE TABLE bravo_courses (
  id {{id}},
  code TEXT NOT NULL UNIQUE,
  school_id BIGINT REFERENCES bravo_schools (id),
  name TEXT NOT NULL,
  kind TEXT NOT NULL,
  summary TEXT NOT NULL,
  description TEXT NOT NULL,
  age_min INTEGER NOT NULL,
  age_max INTEGER NOT NULL,
  starts_on TEXT NOT NULL,
  ends_on TEXT NOT NULL,
  schedule TEXT NOT NULL,
  price INTEGER NOT NULL,
  price_note TEXT NOT NULL,
  published INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX bravo_courses_published_starts ON bravo_courses (published, starts_on);

CREATE TABLE bravo_course_teachers (
  course_id BIGINT NOT NULL REFERENCES bravo_courses (id),
  teacher_id BIGINT NOT NULL REFERENCES bravo_teachers (id),
  PRIMARY KEY (course_id, teacher_id)
);
