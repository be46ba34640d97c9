import { useState } from 'react';
import { FormDataConsumer, SaveButton, Toolbar, useNotify, useRecordContext, useUpdate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { callError } from '../orders/errors';
import { SCHOOL_BOOKINGS_RESOURCE } from './calls';
import { bookingStatusLabel, MOVE_LABELS, bookingMoves } from './labels';
import type { AdminBooking, BookingStatus } from './types';

/** What the dialog before a cancellation asks: the parent is told at once. */
const cancelQuestion = (booking: AdminBooking) => ({
  title: `Отменить запись № ${booking.id}?`,
  text: `Место освободится, родитель получит ${booking.email ? 'письмо' : 'СМС'} об отмене. Отменённую запись нельзя подтвердить или перенести.`,
});

/**
 * The booking's toolbar: the moves the server allows from its status (a new booking is confirmed
 * or cancelled, a confirmed one cancelled), each sending the note as it stands in the form, and
 * the save of the note alone. A refusal (422: the move is not allowed or the note is refused)
 * shows above the buttons.
 */
export function BookingToolbar() {
  return (
    <FormDataConsumer>{({ formData }) => <BookingActions note={(formData as { manager_note?: unknown }).manager_note} />}</FormDataConsumer>
  );
}

function BookingActions({ note }: { note: unknown }) {
  const booking = useRecordContext<AdminBooking>();
  const [update, { isPending }] = useUpdate<AdminBooking>();
  const notify = useNotify();
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  if (!booking) return null;
  const moves = bookingMoves(booking.status);

  async function move(status: BookingStatus) {
    if (!booking) return;
    setProblem(null);
    try {
      await update(
        SCHOOL_BOOKINGS_RESOURCE,
        { id: booking.id, data: { ...booking, status, manager_note: typeof note === 'string' ? note : null }, previousData: booking },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      setAsking(false);
      notify(`Статус записи: ${bookingStatusLabel(status)}`, { type: 'success' });
    } catch (error) {
      const { message, fields } = callError(error);
      setAsking(false);
      const noteProblem = fields['manager_note'];
      setProblem(fields['status'] ?? (noteProblem ? `Заметка менеджера: ${noteProblem}` : message));
    }
  }

  const question = asking ? cancelQuestion(booking) : null;
  return (
    <Toolbar sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1.5, py: 1.5 }}>
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label="Смена статуса">
          {moves.map((status) => (
            <Button
              key={status}
              variant={status === 'confirmed' ? 'contained' : 'outlined'}
              color={status === 'confirmed' ? 'primary' : 'error'}
              disabled={isPending}
              onClick={() => (status === 'cancelled' ? setAsking(true) : void move(status))}
            >
              {MOVE_LABELS[status]}
            </Button>
          ))}
        </Stack>
        {moves.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Запись {bookingStatusLabel(booking.status).toLowerCase()}: статус больше не меняется
          </Typography>
        )}
        <SaveButton label="Сохранить заметку" variant="outlined" sx={{ ml: { sm: 'auto' } }} />
      </Stack>
      <Dialog open={question !== null} onClose={() => !isPending && setAsking(false)} fullWidth maxWidth="sm">
        {question && (
          <>
            <DialogTitle>{question.title}</DialogTitle>
            <DialogContent>
              <DialogContentText>{question.text}</DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setAsking(false)} disabled={isPending}>
                Не отменять
              </Button>
              <Button color="error" variant="contained" onClick={() => void move('cancelled')} disabled={isPending}>
                {MOVE_LABELS.cancelled}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Toolbar>
  );
}
