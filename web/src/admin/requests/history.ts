import { auditChanges, type AuditEntry } from '../users/audit';
import { requestStatusLabel } from './labels';

export const REQUEST_ACTIONS: Record<string, string> = { edit: 'Изменение', comment: 'Комментарий' };

const FIELD_NAMES: Record<string, string> = {
  status: 'Статус',
  assignee_name: 'Ответственный',
  manager_note: 'Заметка менеджера',
  text: 'Комментарий',
};

function readable(record: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!record) return null;
  return typeof record['status'] === 'string' ? { ...record, status: requestStatusLabel(record['status']) } : record;
}

/** What a manager changed: the status by its name, the assignee by theirs, the note. */
export function requestChanges(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  return auditChanges({ before: readable(entry.before), after: readable(entry.after) }, FIELD_NAMES);
}
