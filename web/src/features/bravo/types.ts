/**
 * Bravo, the school's answers (docs/api.md, "Bravo: the school"; decision 0042). Weekdays are 1
 * (Monday) to 7, times `HH:MM`, prices whole roubles.
 */

export interface SchoolRef {
  code: string;
  name: string;
}

export interface TeacherRef {
  code: string;
  name: string;
  role: string;
  photo: string | null;
}

/** A class's weekly lesson. */
export interface Slot {
  id: number;
  weekday: number;
  start: string;
  end: string;
  room: string | null;
}

export type ClassLevel = 'beginner' | 'middle' | 'advanced';

export interface ClassPrices {
  month: number;
  visit: number;
  individual: number;
}

/** A class as lists show it (`GET /api/bravo/classes`, a school's and a teacher's classes). */
export interface ClassCard {
  code: string;
  name: string;
  summary: string;
  school: SchoolRef;
  age_min: number;
  age_max: number;
  level: ClassLevel;
  group_size: number;
  prices: ClassPrices;
  slots: Slot[];
  teachers: TeacherRef[];
}

/** `GET /api/bravo/classes/{school}/{code}`. */
export interface SchoolClass extends ClassCard {
  description: string;
}

/** A school in `GET /api/bravo/schools`, with its classes' names and ages. */
export interface SchoolListItem extends SchoolRef {
  summary: string;
  classes: { code: string; name: string; age_min: number; age_max: number }[];
}

export type CourseKind = 'intensive' | 'term';

/** A course (`GET /api/bravo/courses`); `school` is null for a course of the whole theatre. */
export interface Course {
  code: string;
  name: string;
  kind: CourseKind;
  summary: string;
  school: SchoolRef | null;
  age_min: number;
  age_max: number;
  /** YYYY-MM-DD */
  starts_on: string;
  ends_on: string;
  /** In words: «вторник и четверг, 16:00-17:30». */
  schedule: string;
  price: number;
  /** What the price is for: «в месяц», «за курс». */
  price_note: string;
  teachers: TeacherRef[];
}

/** `GET /api/bravo/courses/{code}`. */
export interface CourseDetails extends Course {
  description: string;
}

/** `GET /api/bravo/schools/{code}`. */
export interface School extends SchoolRef {
  summary: string;
  description: string;
  classes: ClassCard[];
  courses: Course[];
}

/** `GET /api/bravo/teachers/{code}`. */
export interface Teacher extends TeacherRef {
  bio: string;
  classes: ClassCard[];
  courses: Course[];
}

/** The class finder's filters (`GET /api/bravo/classes?school=&age=&weekday=`). */
export interface ClassFilters {
  school?: string;
  age?: number;
  weekday?: number;
}
