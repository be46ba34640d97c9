import { StatusMovesToolbar, type StatusMoves } from '../StatusMovesToolbar';
import { SCHOOL_BOOKINGS_RESOURCE } from './calls';
import { bookingMoves, bookingStatusLabel, MOVE_LABELS } from './labels';
import type { AdminBooking, BookingStatus } from './types';

/**
 * A new booking is confirmed or cancelled, a confirmed one cancelled; a refusal (422: the move is
 * not allowed or the note is refused) shows above the buttons. A cancellation asks first: the
 * parent is told at once, by letter or by SMS without an email.
 */
const BOOKING_MOVES: StatusMoves<BookingStatus, AdminBooking> = {
  resource: SCHOOL_BOOKINGS_RESOURCE,
  moves: bookingMoves,
  moveLabels: MOVE_LABELS,
  primary: 'confirmed',
  statusLabel: bookingStatusLabel,
  statusNoun: 'Статус записи',
  recordNoun: 'Запись',
  ask: {
    cancelled: (booking) => ({
      title: `Отменить запись № ${booking.id}?`,
      text: `Место освободится, родитель получит ${booking.email ? 'письмо' : 'СМС'} об отмене. Отменённую запись нельзя подтвердить или перенести.`,
    }),
  },
  keepLabel: 'Не отменять',
};

/** The booking's toolbar: its status moves, each with the note as it stands, and the note's save. */
export function BookingToolbar() {
  return <StatusMovesToolbar {...BOOKING_MOVES} />;
}
