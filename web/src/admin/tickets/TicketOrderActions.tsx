import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNotify, useRefresh } from 'react-admin';
import { api } from '../../shared/api';
import { ReasonDialog } from '../ReasonDialog';
import type { AdminTicketOrder } from './types';

type Move = 'paid' | 'cancel' | 'refund';

const DONE: Record<Move, string> = {
  paid: 'Заказ оплачен: билеты отправлены покупателю',
  cancel: 'Заказ отменён, места вернулись в продажу',
  refund: 'Оформлен возврат, билеты больше не действуют',
};

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

  /** The move; a refused reason comes back for its field. */
  async function move(kind: Move, why?: string): Promise<string | undefined> {
    setBusy(true);
    const response = await api.post(`/api/admin/ticket-orders/${order.id}/${kind}`, why === undefined ? {} : { reason: why });
    setBusy(false);
    if (response.error) {
      const field = response.error.errors['reason']?.[0];
      if (field) return field;
      notify(response.error.message, { type: 'error' });
      return undefined;
    }
    setAsking(null);
    notify(DONE[kind], { type: 'success' });
    refresh();
    return undefined;
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
          <Button variant="outlined" color="error" disabled={busy} onClick={() => setAsking('cancel')}>
            Отменить заказ
          </Button>
        )}
        {moves.includes('refund') && (
          <Button variant="outlined" color="error" disabled={busy} onClick={() => setAsking('refund')}>
            Оформить возврат
          </Button>
        )}
      </Stack>
      <ReasonDialog
        open={asking !== null}
        title={asking === 'refund' ? `Возврат по заказу ${order.number}` : `Отмена заказа ${order.number}`}
        label="Причина"
        hint="Покупатель получит письмо с этой причиной"
        requiredMessage="Укажите причину: её прочтёт покупатель"
        confirmLabel={asking === 'refund' ? 'Оформить возврат' : 'Отменить заказ'}
        cancelLabel="Не менять"
        onClose={() => setAsking(null)}
        onConfirm={(reason) => (asking ? move(asking, reason) : Promise.resolve(undefined))}
      />
    </>
  );
}
