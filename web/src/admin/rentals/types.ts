/** The rentals' statuses (docs/api.md, "Venue rental"). */
export type RentalStatus = 'new' | 'confirmed' | 'declined' | 'cancelled';

/**
 * A rental request as `GET /api/admin/rentals` and `/rentals/{id}` answer it: a hall for a day
 * and whole hours `[start_hour, end_hour)`; times of the record are UTC ISO strings.
 */
export interface AdminRental {
  id: number;
  hall_id: number;
  hall: { code: string; name: string; venue: string };
  /** YYYY-MM-DD. */
  day: string;
  start_hour: number;
  end_hour: number;
  status: RentalStatus;
  name: string;
  phone: string;
  email: string;
  organization: string | null;
  purpose: string;
  guests: number | null;
  message: string | null;
  /** Rubles, as the applicant saw it when sending. */
  price: number;
  manager_note: string | null;
  area: string;
  created_at: string;
  updated_at: string;
}

/** `PUT /api/admin/rentals/{id}`: a move of the status and the manager's note, nothing of the applicant's. */
export interface RentalUpdate {
  status?: RentalStatus;
  manager_note?: string | null;
}

/** `GET /api/admin/rentals-calendar`: the month's confirmed rentals. */
export interface RentalCalendar {
  month: string;
  items: AdminRental[];
}
