import { useState } from 'react';
import { Dialog } from '../../shared/ui/Dialog';
import { buttonClass } from '../../shared/ui/button';
import { useNotifications } from '../notifications';
import { useCancelOrder } from './api';
import styles from './Orders.module.css';

/**
 * 'Отменить заказ' for a new order: asks first (the places go back to others), then shows the
 * server's answer; a refusal (a manager took the order meanwhile) is its message.
 */
export function CancelOrder({ number }: { number: string }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelOrder(number);
  const { notify } = useNotifications();

  function confirm() {
    cancel.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        notify({ type: 'success', text: `Заказ № ${number} отменён` });
      },
      onError: (error) => {
        setAsking(false);
        notify({ type: 'error', text: error.message });
      },
    });
  }

  return (
    <>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('secondary')} onClick={() => setAsking(true)}>
          Отменить заказ
        </button>
      </div>
      {asking && (
        <Dialog title="Отменить заказ?" onClose={() => !cancel.isPending && setAsking(false)}>
          <p>Заказ № {number} будет отменён, а забронированные места освободятся. Вернуть заказ после отмены нельзя.</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={`${buttonClass('primary')} ${styles.dangerButton}`}
              disabled={cancel.isPending}
              onClick={confirm}
            >
              {cancel.isPending ? 'Отменяем…' : 'Да, отменить'}
            </button>
            <button type="button" className={buttonClass('secondary')} disabled={cancel.isPending} onClick={() => setAsking(false)}>
              Не отменять
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
