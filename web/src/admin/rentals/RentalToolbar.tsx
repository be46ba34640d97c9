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
import { MOVE_LABELS, rentalMoves, rentalStatusLabel } from './labels';
import type { AdminRental, RentalStatus } from './types';

/** What the dialog before a move the applicant cannot take back asks. */
const ASK: Partial<Record<RentalStatus, (rental: AdminRental) => { title: string; text: string }>> = {
  declined: (rental) => ({
    title: `Отклонить заявку № ${rental.id}?`,
    text: 'Заявитель получит письмо об отказе; заметка менеджера войдёт в письмо. Отклонённую заявку нельзя подтвердить.',
  }),
  cancelled: (rental) => ({
    title: `Отменить аренду № ${rental.id}?`,
    text: 'Зал освободится в эти часы, заявитель получит письмо об отмене; заметка менеджера войдёт в письмо.',
  }),
};

/**
 * The rental's toolbar: the moves the server allows from its status (a request is confirmed or
 * declined once, a confirmed rental may be cancelled), each sending the note as it stands in the
 * form, and the save of the note alone. A refusal of a move (409: the hall is taken, 422: the move
 * is not allowed or the note is refused) shows above the buttons.
 */
export function RentalToolbar() {
  return (
    <FormDataConsumer>{({ formData }) => <RentalActions note={(formData as { manager_note?: unknown }).manager_note} />}</FormDataConsumer>
  );
}

function RentalActions({ note }: { note: unknown }) {
  const rental = useRecordContext<AdminRental>();
  const [update, { isPending }] = useUpdate<AdminRental>();
  const notify = useNotify();
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<RentalStatus | null>(null);
  if (!rental) return null;
  const moves = rentalMoves(rental.status);

  async function move(status: RentalStatus) {
    if (!rental) return;
    setProblem(null);
    try {
      await update(
        'rentals',
        { id: rental.id, data: { ...rental, status, manager_note: typeof note === 'string' ? note : null }, previousData: rental },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      setAsking(null);
      notify(`Статус заявки: ${rentalStatusLabel(status)}`, { type: 'success' });
    } catch (error) {
      const { message, fields } = callError(error);
      setAsking(null);
      const noteProblem = fields['manager_note'];
      setProblem(fields['status'] ?? (noteProblem ? `Заметка менеджера: ${noteProblem}` : message));
    }
  }

  const question = asking ? ASK[asking]?.(rental) : undefined;
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
              onClick={() => (ASK[status] ? setAsking(status) : void move(status))}
            >
              {MOVE_LABELS[status]}
            </Button>
          ))}
        </Stack>
        {moves.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Заявка {rentalStatusLabel(rental.status).toLowerCase()}: статус больше не меняется
          </Typography>
        )}
        <SaveButton label="Сохранить заметку" variant="outlined" sx={{ ml: { sm: 'auto' } }} />
      </Stack>
      <Dialog open={question !== undefined} onClose={() => !isPending && setAsking(null)} fullWidth maxWidth="sm">
        {question && asking && (
          <>
            <DialogTitle>{question.title}</DialogTitle>
            <DialogContent>
              <DialogContentText>{question.text}</DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setAsking(null)} disabled={isPending}>
                Не менять
              </Button>
              <Button color="error" variant="contained" onClick={() => void move(asking)} disabled={isPending}>
                {MOVE_LABELS[asking]}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Toolbar>
  );
}
