import { useState } from 'react';
import { buttonClass } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/Dialog';
import { formStyles } from '../../shared/ui/form';
import { Panel } from '../../shared/ui/Panel';
import { useNotifications } from '../notifications';
import { accountApi, type AccountApi } from './api';
import styles from './Account.module.css';

/** Delete the account (POST /api/user/del) after a confirmation dialog; success goes to the main page. */
export function DeleteAccount({ onDeleted, api = accountApi }: { onDeleted: () => void; api?: AccountApi }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { notify } = useNotifications();

  async function remove() {
    setBusy(true);
    const response = await api.remove();
    setBusy(false);
    // The dialog closes first: a notice under an open modal dialog would not be seen.
    setOpen(false);
    if (response.error) {
      notify({ type: 'error', text: response.error.message, time: 5000 });
      return;
    }
    notify({ type: 'success', text: 'Аккаунт удалён', time: 5000 });
    onDeleted();
  }

  return (
    <Panel title="Удаление аккаунта" titleId="delete-title" tone="danger">
      <p className={styles.muted}>
        Вы выйдете на всех устройствах. Заказы сохранятся, а почту и телефон можно будет использовать для новой регистрации.
      </p>
      <div className={formStyles.actions}>
        <button type="button" className={`${buttonClass('primary')} ${styles.dangerButton}`} onClick={() => setOpen(true)}>
          Удалить аккаунт
        </button>
      </div>
      {open && (
        <Dialog title="Удалить аккаунт?" onClose={() => setOpen(false)}>
          <p>Это действие нельзя отменить из личного кабинета.</p>
          <div className={formStyles.actions}>
            <button type="button" className={buttonClass('secondary')} onClick={() => setOpen(false)}>
              Отмена
            </button>
            <button
              type="button"
              className={`${buttonClass('primary')} ${styles.dangerButton}`}
              disabled={busy}
              onClick={() => void remove()}
            >
              Удалить
            </button>
          </div>
        </Dialog>
      )}
    </Panel>
  );
}
