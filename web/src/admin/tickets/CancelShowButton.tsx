import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useNotify, useRefresh } from 'react-admin';
import { api } from '../../shared/api';
import { canCancelShow, cancelDoneMessage, REASON_MAX, reasonProblem } from './showSales';
import type { AdminTicketShow, ShowCancelResult } from './types';

/**
 * «Отменить показ»: asks the reason every buyer is mailed, then cancels the unpaid orders and
 * refunds the paid ones (POST /api/admin/ticket-shows/{id}/cancel); the server's refusals are shown.
 */
export function CancelShowButton({ show }: { show: Pick<AdminTicketShow, 'id' | 'title' | 'status' | 'live_orders'> }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');

  async function confirm() {
    const problem = reasonProblem(reason);
    if (problem) return setReasonError(problem);
    setBusy(true);
    const response = await api.post<ShowCancelResult>(`/api/admin/ticket-shows/${show.id}/cancel`, { reason: reason.trim() });
    setBusy(false);
    if (response.error) {
      const field = response.error.errors['reason']?.[0];
      if (field) return setReasonError(field);
      const message = response.error.status === 0 ? 'Нет связи с сервером, попробуйте ещё раз' : response.error.message;
      notify(message, { type: 'error' });
      // 409: nothing left to cancel (another manager was first); the page shows what is.
      if (response.error.status === 409) {
        setOpen(false);
        refresh();
      }
      return;
    }
    setOpen(false);
    notify(cancelDoneMessage(response.data ?? { cancelled: 0, refunded: 0 }), { type: 'success' });
    refresh();
  }

  if (!canCancelShow(show)) return null;
  return (
    <>
      <Button variant="contained" color="error" onClick={() => (setReason(''), setReasonError(''), setOpen(true))}>
        Отменить показ
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>Отменить показ: {show.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Все неоплаченные заказы будут отменены, по оплаченным оформлен возврат, места освободятся. Каждый покупатель получит письмо с
            причиной отмены.
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label="Причина"
            required
            value={reason}
            error={reasonError !== ''}
            helperText={reasonError || 'Её прочтёт каждый покупатель'}
            onChange={(event) => (setReason(event.target.value), setReasonError(''))}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Не отменять</Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => void confirm()}>
            {busy ? 'Отменяем…' : 'Отменить показ'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
