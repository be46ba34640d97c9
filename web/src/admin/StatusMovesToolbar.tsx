import { useState } from 'react';
import { FormDataConsumer, SaveButton, Toolbar, useNotify, useRecordContext, useUpdate, type RaRecord } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { callError } from './orders/errors';

/** What the dialog before a move asks: its title and what follows from the move. */
export interface MoveQuestion {
  title: string;
  text: string;
}

/** A record whose status a manager moves, with the manager's note sent along. */
export type MovableRecord<S extends string> = RaRecord & { status: S; manager_note: string | null };

export interface StatusMoves<S extends string, R extends MovableRecord<S>> {
  /** The resource the move is an update of. */
  resource: string;
  /** The moves the server allows from a status, none for a status that stays. */
  moves: (status: string) => readonly S[];
  /** What the button of a move says (and the dialog's button that takes it). */
  moveLabels: Record<S, string>;
  /** The move drawn as the main button; the others are outlined in the error colour. */
  primary: S;
  /** A status's name: `Подтверждена`. */
  statusLabel: (status: string) => string;
  /** What the success message names: `Статус заявки` → «Статус заявки: Подтверждена». */
  statusNoun: string;
  /** The record's name for a status that stays: `Заявка` → «Заявка отклонена: статус больше не меняется». */
  recordNoun: string;
  /** The moves asked first (those that cannot be taken back), with their question. */
  ask: Partial<Record<S, (record: R) => MoveQuestion>>;
  /** The dialog's button that keeps the status: `Не менять`. */
  keepLabel: string;
}

/**
 * A request's status toolbar: the moves the server allows from the record's status, each sending
 * the manager note as it stands in the form, a dialog before the moves that cannot be taken back,
 * and the save of the note alone. A refusal of a move (409, 422: the move is not allowed or the
 * note is refused) shows above the buttons.
 */
export function StatusMovesToolbar<S extends string, R extends MovableRecord<S>>(props: StatusMoves<S, R>) {
  return (
    <FormDataConsumer>
      {({ formData }) => <MoveActions {...props} note={(formData as { manager_note?: unknown }).manager_note} />}
    </FormDataConsumer>
  );
}

function MoveActions<S extends string, R extends MovableRecord<S>>({
  resource,
  moves: movesFrom,
  moveLabels,
  primary,
  statusLabel,
  statusNoun,
  recordNoun,
  ask,
  keepLabel,
  note,
}: StatusMoves<S, R> & { note: unknown }) {
  const record = useRecordContext<R>();
  const [update, { isPending }] = useUpdate<R>();
  const notify = useNotify();
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<S | null>(null);
  if (!record) return null;
  const moves = movesFrom(record.status);

  async function move(status: S) {
    if (!record) return;
    setProblem(null);
    try {
      await update(
        resource,
        { id: record.id, data: { ...record, status, manager_note: typeof note === 'string' ? note : null }, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      setAsking(null);
      notify(`${statusNoun}: ${statusLabel(status)}`, { type: 'success' });
    } catch (error) {
      const { message, fields } = callError(error);
      setAsking(null);
      const noteProblem = fields['manager_note'];
      setProblem(fields['status'] ?? (noteProblem ? `Заметка менеджера: ${noteProblem}` : message));
    }
  }

  const question = asking ? ask[asking]?.(record) : undefined;
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
              variant={status === primary ? 'contained' : 'outlined'}
              color={status === primary ? 'primary' : 'error'}
              disabled={isPending}
              onClick={() => (ask[status] ? setAsking(status) : void move(status))}
            >
              {moveLabels[status]}
            </Button>
          ))}
        </Stack>
        {moves.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {recordNoun} {statusLabel(record.status).toLowerCase()}: статус больше не меняется
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
                {keepLabel}
              </Button>
              <Button color="error" variant="contained" onClick={() => void move(asking)} disabled={isPending}>
                {moveLabels[asking]}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Toolbar>
  );
}
