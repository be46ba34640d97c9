import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/UnpublishedOutlined';
import type { CatalogDataProvider } from '../calls';
import type { AdminEvent } from './types';

/** Publish or hide the event (POST /api/admin/events/{id}/publish|unpublish). */
export function PublishButton() {
  const record = useRecordContext<AdminEvent>();
  const dataProvider = useDataProvider<CatalogDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const publish = !record.published;

  async function run() {
    setBusy(true);
    try {
      await (publish ? dataProvider.publishEvent(record!.id) : dataProvider.unpublishEvent(record!.id));
      notify(publish ? 'Мероприятие опубликовано' : 'Мероприятие снято с публикации', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'Ошибка сервера', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button label={publish ? 'Опубликовать' : 'Снять с публикации'} disabled={busy} onClick={() => void run()}>
      {publish ? <PublishIcon /> : <UnpublishedIcon />}
    </Button>
  );
}
