import { Edit, ListButton, maxLength, SimpleForm, TextInput, TopToolbar, useRecordContext, type Identifier } from 'react-admin';
import Divider from '@mui/material/Divider';
import { BookingFacts } from './BookingFacts';
import { BookingHistory } from './BookingHistory';
import { BookingMovePanel } from './BookingMovePanel';
import { BookingToolbar } from './BookingToolbar';
import { bookingKindLabel, SCHOOL_BOOKINGS_TITLE } from './labels';
import type { AdminBooking } from './types';

/** The server's limit of the note (bravo/bookings_service.cpp). */
const NOTE_MAX = 1000;

function BookingTitle() {
  const booking = useRecordContext<AdminBooking>();
  return <span>{booking ? `Запись № ${booking.id}: ${bookingKindLabel(booking.kind).toLowerCase()}` : 'Запись на занятие'}</span>;
}

function Move() {
  const booking = useRecordContext<AdminBooking>();
  if (!booking || booking.status === 'cancelled') return null;
  return (
    <>
      <Divider sx={{ mb: 2 }} />
      <BookingMovePanel booking={booking} />
    </>
  );
}

function History() {
  const booking = useRecordContext<AdminBooking>();
  return booking ? <BookingHistory booking={booking} /> : null;
}

/**
 * A booking's page: what the parent booked, read only; the moves its status allows and the
 * manager's note, saved pessimistically so a refusal shows before anything changes; the move to
 * another lesson; then the history of those changes. The route gives the booking's id; `id` shows
 * one without a route.
 */
export function BookingEdit({ id }: { id?: Identifier }) {
  return (
    <Edit
      id={id}
      title={<BookingTitle />}
      mutationMode="pessimistic"
      redirect={false}
      actions={
        <TopToolbar>
          <ListButton label={`Все ${SCHOOL_BOOKINGS_TITLE.toLowerCase()}`} />
        </TopToolbar>
      }
    >
      {/* No delete: the admin API has none for bookings; a booking is cancelled. */}
      <SimpleForm toolbar={<BookingToolbar />}>
        <BookingFacts />
        <TextInput
          source="manager_note"
          label="Заметка менеджера"
          multiline
          minRows={3}
          fullWidth
          helperText="Родитель увидит заметку в личном кабинете, когда запись подтверждена или отменена"
          validate={maxLength(NOTE_MAX, `Не должно превышать ${NOTE_MAX} символов`)}
        />
      </SimpleForm>
      <Move />
      <History />
    </Edit>
  );
}
