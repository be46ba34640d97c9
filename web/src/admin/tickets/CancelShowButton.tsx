import { useState } from 'react';
import Button from '@mui/material/Button';
import { useNotify, useRefresh } from 'react-admin';
import { api } from '../../shared/api';
import { ReasonDialog } from '../ReasonDialog';
import { canCancelShow, cancelDoneMessage, SHOW_REASON_REQUIRED } from './showSales';
import type { AdminTicketShow, ShowCancelResult } from './types';

/**
 * «Отменить показ»: asks the reason every buyer is mailed, then cancels the unpaid orders and
 * refunds the paid ones (POST /api/admin/ticket-shows/{id}/cancel); the server's refusals are shown.
 */
export function CancelShowButton({ show }: { show: Pick<AdminTicketShow, 'id' | 'title' | 'status' | 'live_orders'> }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);

  async function cancel(reason: string): Promise<string | undefined> {
    const response = await api.post<ShowCancelResult>(`/api/admin/ticket-shows/${show.id}/cancel`, { reason });
    if (response.error) {
      const field = response.error.errors['reason']?.[0];
      if (field) return field;
      const message = response.error.status === 0 ? 'Нет связи с сервером, попробуйте ещё раз' : response.error.message;
      notify(message, { type: 'error' });
      // 409: nothing left to cancel (another manager was first); the page shows what is.
      if (response.error.status === 409) {
        setOpen(false);
        refresh();
      }
      return undefined;
    }
    setOpen(false);
    notify(cancelDoneMessage(response.data ?? { cancelled: 0, refunded: 0 }), { type: 'success' });
    refresh();
    return undefined;
  }

  if (!canCancelShow(show)) return null;
  return (
    <>
      <Button variant="contained" color="error" onClick={() => setOpen(true)}>
        Отменить показ
      </Button>
      <ReasonDialog
        open={open}
        title={`Отменить показ: ${show.title}`}
        text="Все неоплаченные заказы будут отменены, по оплаченным оформлен возврат, места освободятся. Каждый покупатель получит письмо с причиной отмены."
        label="Причина"
        hint="Её прочтёт каждый покупатель"
        requiredMessage={SHOW_REASON_REQUIRED}
        confirmLabel="Отменить показ"
        cancelLabel="Не отменять"
        busyLabel="Отменяем…"
        onClose={() => setOpen(false)}
        onConfirm={cancel}
      />
    </>
  );
}
