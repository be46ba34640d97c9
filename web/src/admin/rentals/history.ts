import { auditChanges, type AuditEntry } from '../users/audit';
import { rentalStatusLabel } from './labels';

export const RENTAL_ACTIONS: Record<string, string> = { edit: 'Изменение' };

const FIELD_NAMES: Record<string, string> = {
  status: 'Статус',
  manager_note: 'Заметка менеджера',
};

function readable(record: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!record) return null;
  return typeof record['status'] === 'string' ? { ...record, status: rentalStatusLabel(record['status']) } : record;
}

/** What a manager changed: the status by its name and the note (the audit keeps the whole rental). */
export function rentalChanges(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  return auditChanges({ before: readable(entry.before), after: readable(entry.after) }, FIELD_NAMES);
}
