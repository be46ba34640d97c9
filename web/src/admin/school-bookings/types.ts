import type { Booking, BookingKind, BookingStatus, Lessons } from '../../features/bravo-bookings/types';

export type { BookingKind, BookingStatus, Lessons };

/**
 * A booking as `GET /api/admin/bravo-bookings` and `/bravo-bookings/{id}` answer it (docs/api.md,
 * "Bravo: bookings"): the same record the parent's account reads. Dates YYYY-MM-DD, `time` HH:MM,
 * prices whole roubles; `created_at` and `updated_at` UTC ISO strings.
 */
export type AdminBooking = Booking;

/**
 * A manager's move to another lesson: a lesson of the class's schedule (trial lessons and
 * enrolments) or a day and a start (individual lessons).
 */
export type BookingMove = { slot_id: number; date: string } | { date: string; time: string };

/** `PUT /api/admin/bravo-bookings/{id}`: a status move, the manager's note, a move; nothing of the parent's. */
export interface BookingUpdate {
  status?: BookingStatus;
  manager_note?: string | null;
  slot_id?: number;
  date?: string;
  time?: string;
}

/** What a move needs of the class (`GET /api/bravo/classes/{school}/{code}`): its ages and prices today. */
export interface BookingClass {
  age_min: number;
  age_max: number;
  prices: { month: number; individual: number };
}
