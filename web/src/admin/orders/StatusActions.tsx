import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { allowedNextStatuses, STATUS_LABELS } from '../../features/orders/statuses';
import type { OrderStatus } from '../../features/orders/types';
import type { OrdersDataProvider } from './calls';
import { callError } from './errors';
import type { AdminOrder } from './types';

/** What the button for a move says. */
export const MOVE_LABELS: Readonly<Record<OrderStatus, string>> = {
  new: 'Вернуть в новые',
  in_work: 'Взять в работу',
  confirmed: 'Подтвердить',
  completed: 'Выполнен',
  cancelled: 'Отменить заказ',
};

const REASON_REQUIRED = 'Укажите причину отмены';

/** The moves the server allows now (`next_statuses`), or the flow's when an older answer lacks it. */
export function movesOf(order: Pick<AdminOrder, 'status' | 'next_statuses'>): OrderStatus[] {
  return order.next_statuses ?? allowedNextStatuses(order.status);
}

/** One button per allowed next status; a cancel asks for its reason first. */
export function StatusActions({ order }: { order: AdminOrder }) {
  const dataProvider = useDataProvider<OrdersDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');

  async function move(status: OrderStatus, why?: string) {
    setBusy(true);
    try {
      await dataProvider.changeOrderStatus(order.id, status, why);
      notify(`Статус заказа: ${STATUS_LABELS[status]}`, { type: 'success' });
      setCancelling(false);
      refresh();
    } catch (error) {
      const { message, fields } = callError(error);
      if (fields['reason']) setReasonError(fields['reason']);
      else notify(fields['status'] ?? message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  function submitCancel() {
    if (reason.trim() === '') {
      setReasonError(REASON_REQUIRED);
      return;
    }
    void move('cancelled', reason.trim());
  }

  const moves = movesOf(order);
  if (moves.length === 0) return null;
  return (
    <>
      <Stack sx={{ flexWrap: 'wrap' }} direction="row" spacing={1} useFlexGap aria-label="Смена статуса">
        {moves.map((status) => (
          <Button
            key={status}
            variant={status === 'cancelled' ? 'outlined' : 'contained'}
            color={status === 'cancelled' ? 'error' : 'primary'}
            disabled={busy}
            onClick={() => (status === 'cancelled' ? (setReason(''), setReasonError(''), setCancelling(true)) : void move(status))}
          >
            {MOVE_LABELS[status]}
          </Button>
        ))}
      </Stack>
      <Dialog open={cancelling} onClose={() => !busy && setCancelling(false)} fullWidth maxWidth="sm">
        <DialogTitle>Отменить заказ № {order.number}?</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            label="Причина отмены"
            helperText={reasonError || 'Покупатель увидит её в истории заказа'}
            error={reasonError !== ''}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError('');
            }}
            multiline
            minRows={2}
            fullWidth
            required
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCancelling(false)} disabled={busy}>
            Не отменять
          </Button>
          <Button color="error" variant="contained" onClick={submitCancel} disabled={busy}>
            Отменить заказ
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
