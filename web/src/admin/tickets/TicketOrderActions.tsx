import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useNotify, useRefresh } from 'react-admin';
import { api } from '../../shared/api';
import type { AdminTicketOrder } from './types';

type Move = 'paid' | 'cancel' | 'refund';

const DONE: Record<Move, string> = {
  paid: 'Заказ оплачен: билеты отправлены покупателю',
  cancel: 'Заказ отменён, места вернулись в продажу',
  refund: 'Оформлен возврат, билеты больше не действуют',
};

const REASON_MAX = 500;

/** The moves of an order by its status: paid at the box office, cancelled while unpaid, refunded once paid. */
export function movesOf(status: AdminTicketOrder['status']): Move[] {
  if (status === 'held' || status === 'awaiting_payment') return ['paid', 'cancel'];
  if (status === 'paid') return ['refund'];
  return [];
}

/** «Отметить оплату», «Отменить заказ», «Оформить возврат» (the two last ask the reason the buyer is told). */
export function TicketOrderActions({ order }: { order: AdminTicketOrder }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<Move | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');

  async function move(kind: Move, why?: string) {
    setBusy(true);
    const response = await api.post(`/api/admin/ticket-orders/${order.id}/${kind}`, why === undefined ? {} : { reason: why });
    setBusy(false);
    if (response.error) {
      const field = response.error.errors['reason']?.[0];
      if (field) setReasonError(field);
      else notify(response.error.message, { type: 'error' });
      return;
    }
    setAsking(null);
    notify(DONE[kind], { type: 'success' });
    refresh();
  }

  function confirm() {
    const text = reason.trim();
    if (text === '') return setReasonError('Укажите причину: её прочтёт покупатель');
    if (text.length > REASON_MAX) return setReasonError(`Не длиннее ${REASON_MAX} символов`);
    if (asking) void move(asking, text);
  }

  const moves = movesOf(order.status);
  if (moves.length === 0) return null;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Действия с заказом">
        {moves.includes('paid') && (
          <Button variant="contained" disabled={busy} onClick={() => void move('paid')}>
            Отметить оплату
          </Button>
        )}
        {moves.includes('cancel') && (
          <Button variant="outlined" color="error" disabled={busy} onClick={() => (setReason(''), setReasonError(''), setAsking('cancel'))}>
            Отменить заказ
          </Button>
        )}
        {moves.includes('refund') && (
          <Button variant="outlined" color="error" disabled={busy} onClick={() => (setReason(''), setReasonError(''), setAsking('refund'))}>
            Оформить возврат
          </Button>
        )}
      </Stack>
      <Dialog open={asking !== null} onClose={() => setAsking(null)} fullWidth maxWidth="sm">
        <DialogTitle>{asking === 'refund' ? `Возврат по заказу ${order.number}` : `Отмена заказа ${order.number}`}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label="Причина"
            value={reason}
            error={reasonError !== ''}
            helperText={reasonError || 'Покупатель получит письмо с этой причиной'}
            onChange={(event) => (setReason(event.target.value), setReasonError(''))}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>Не менять</Button>
          <Button color="error" variant="contained" disabled={busy} onClick={confirm}>
            {asking === 'refund' ? 'Оформить возврат' : 'Отменить заказ'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
