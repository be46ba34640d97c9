import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MuiButton from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { User } from '../../features/session/types';
import type { AdminDataProvider } from '../dataProvider';

export const REASON_MAX = 500;

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Ошибка сервера';
}

/** Block with a reason (required, up to 500 characters), or unblock. */
export function BlockButton() {
  const record = useRecordContext<User>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const reasonError =
    reason.trim() === ''
      ? 'Обязательное поле для заполнения'
      : reason.length > REASON_MAX
        ? `Не должно превышать ${REASON_MAX} символов`
        : null;

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      notify(done, { type: 'success' });
      setOpen(false);
      setReason('');
      setTouched(false);
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  if (record.blocked_at) {
    return (
      <Button
        label="Разблокировать"
        disabled={busy}
        onClick={() => void run(() => dataProvider.unblockUser(record.id), 'Пользователь разблокирован')}
      />
    );
  }
  return (
    <>
      <Button label="Заблокировать" onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="block-title" fullWidth maxWidth="sm">
        <DialogTitle id="block-title">Заблокировать пользователя</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label="Причина блокировки"
            helperText={touched && reasonError ? reasonError : 'Пользователь увидит её при попытке входа'}
            error={touched && reasonError !== null}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>Отмена</MuiButton>
          <MuiButton
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() => {
              setTouched(true);
              if (reasonError === null) void run(() => dataProvider.blockUser(record.id, reason.trim()), 'Пользователь заблокирован');
            }}
          >
            Заблокировать
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
