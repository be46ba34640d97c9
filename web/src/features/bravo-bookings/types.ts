/** The school's bookings as docs/api.md ("Bravo: bookings") gives them. */

export type BookingKind = 'trial_lesson' | 'enrolment' | 'individual_lesson';
export type BookingStatus = 'new' | 'confirmed' | 'cancelled';

/** A child of the account's holder. */
export interface Child {
  id: number;
  name: string;
  birth_date: string;
  notes: string | null;
  consent_at: string;
  created_at: string;
  updated_at: string;
}

export interface Booking {
  id: number;
  kind: BookingKind;
  status: BookingStatus;
  /**
   * Whether the booking holds its place: an account's booking at once, a guest's once the code
   * sent to its email (by SMS without one) is entered or a manager confirms it.
   */
  verified: boolean;
  class: { code: string; name: string; school: { code: string; name: string } };
  slot_id: number | null;
  date: string;
  time: string;
  price: number;
  discount_percent: number;
  child: { id: number | null; name: string; birth_date: string };
  name: string;
  phone: string;
  email: string | null;
  comment: string | null;
  manager_note: string | null;
  area: string;
  created_at: string;
  updated_at: string;
}

/** A class's lesson on a date with the places a trial lesson may still take. */
export interface Lesson {
  slot_id: number;
  date: string;
  weekday: number;
  start: string;
  end: string;
  room: string | null;
  places_left: number;
}

export interface Lessons {
  group_size: number;
  items: Lesson[];
}

/** The fields of a child's form, as typed. */
export interface ChildValues {
  name: string;
  birth_date: string;
  notes: string;
  consent: boolean;
}
export type ChildField = keyof ChildValues;

/** What the booking form needs of a class (a class card of the catalogue fits). */
export interface BookableClass {
  code: string;
  name: string;
  school: { code: string; name: string };
  age_min: number;
  age_max: number;
  prices: { month: number; individual: number };
}

/** The booking form's fields, as typed. `lesson` is "slot_id|date"; `child` a child's id or "new". */
export interface BookingValues {
  kind: BookingKind;
  lesson: string;
  date: string;
  time: string;
  child: string;
  child_name: string;
  child_birth_date: string;
  consent: boolean;
  name: string;
  phone: string;
  email: string;
  comment: string;
}
export type BookingField = keyof BookingValues;
