import { useDataProvider, type Identifier } from 'react-admin';
import { AuditLogView } from '../../users/AuditLog';
import { auditChanges, type AuditEntry } from '../../users/audit';
import type { CatalogDataProvider } from '../calls';
import { catalogKeys } from '../queryKeys';

export const CATALOG_ACTIONS: Record<string, string> = {
  create: 'Создание',
  edit: 'Изменение',
  update: 'Изменение',
  delete: 'Удаление',
  publish: 'Публикация',
  unpublish: 'Снятие с публикации',
  photo_upload: 'Загрузка фото',
  photo_remove: 'Удаление фото',
};

/** The lines under a history entry: the changed fields of an edit; a creation or deletion needs none. */
export function recordChanges(entry: AuditEntry, fieldNames: Record<string, string>): string[] {
  return entry.before && entry.after ? auditChanges(entry, fieldNames) : [];
}

interface RecordHistoryProps {
  entity: string;
  id: Identifier;
  fieldNames: Record<string, string>;
  /** The record's `updated_at`: a new value (a save, a publish) reloads the history. */
  version?: string | null;
}

/** A catalogue record's history (GET /api/admin/audit?entity=…&entity_id=…), newest first. */
export function RecordHistory({ entity, id, fieldNames, version }: RecordHistoryProps) {
  const dataProvider = useDataProvider<CatalogDataProvider>();
  return (
    <AuditLogView
      bare
      queryKey={[...catalogKeys.audit(entity, id), version ?? '']}
      load={() => dataProvider.getAudit(entity, id)}
      enabled
      actions={CATALOG_ACTIONS}
      changes={(entry) => recordChanges(entry, fieldNames)}
    />
  );
}
