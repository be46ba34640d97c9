import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { allowedNextStatuses, STATUS_LABELS } from '../../features/orders/statuses';
import type { OrderStatus } from '../../features/orders/types';
import { ReasonDialog } from '../ReasonDialog';
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

  /** The move; a refused cancel's reason comes back for its field. */
  async function move(status: OrderStatus, why?: string): Promise<string | undefined> {
    setBusy(true);
    try {
      await dataProvider.changeOrderStatus(order.id, status, why);
      notify(`Статус заказа: ${STATUS_LABELS[status]}`, { type: 'success' });
      setCancelling(false);
      refresh();
    } catch (error) {
      const { message, fields } = callError(error);
      if (fields['reason']) return fields['reason'];
      notify(fields['status'] ?? message, { type: 'error' });
    } finally {
      setBusy(false);
    }
    return undefined;
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
            onClick={() => (status === 'cancelled' ? setCancelling(true) : void move(status))}
          >
            {MOVE_LABELS[status]}
          </Button>
        ))}
      </Stack>
      <ReasonDialog
        open={cancelling}
        title={`Отменить заказ № ${order.number}?`}
        label="Причина отмены"
        hint="Покупатель увидит её в истории заказа"
        requiredMessage="Укажите причину отмены"
        confirmLabel="Отменить заказ"
        cancelLabel="Не отменять"
        onClose={() => setCancelling(false)}
        onConfirm={(reason) => move('cancelled', reason)}
      />
    </>
  );
}
