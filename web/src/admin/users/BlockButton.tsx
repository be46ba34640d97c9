import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { User } from '../../features/session/types';
import type { AdminDataProvider } from '../dataProvider';
import { callError } from '../orders/errors';
import { ReasonDialog } from '../ReasonDialog';

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
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const id = record.id;

  async function unblock() {
    setBusy(true);
    try {
      await dataProvider.unblockUser(id);
      notify('Пользователь разблокирован', { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  async function block(reason: string): Promise<string | undefined> {
    try {
      await dataProvider.blockUser(id, reason);
      notify('Пользователь заблокирован', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      const field = callError(error).fields['reason'];
      if (field) return field;
      notify(errorMessage(error), { type: 'error' });
    }
    return undefined;
  }

  if (record.blocked_at) {
    return <Button label="Разблокировать" disabled={busy} onClick={() => void unblock()} />;
  }
  return (
    <>
      <Button label="Заблокировать" onClick={() => setOpen(true)} />
      <ReasonDialog
        open={open}
        title="Заблокировать пользователя"
        label="Причина блокировки"
        hint="Пользователь увидит её при попытке входа"
        requiredMessage="Обязательное поле для заполнения"
        confirmLabel="Заблокировать"
        cancelLabel="Отмена"
        onClose={() => setOpen(false)}
        onConfirm={block}
      />
    </>
  );
}
