import { auditChanges, type AuditEntry } from '../users/audit';
import { bookingPrice, bookingStatusLabel, dayText } from './labels';
import type { AdminBooking } from './types';

/** A manager edits a booking; a parent cancels their own in the account; a guest enters the code sent (decision 0048). */
export const BOOKING_ACTIONS: Record<string, string> = { edit: 'Изменение', cancel: 'Отмена родителем', verify: 'Код введён родителем' };

const FIELD_NAMES: Record<string, string> = {
  status: 'Статус',
  date: 'Дата занятия',
  time: 'Начало',
  price: 'Стоимость',
  manager_note: 'Заметка менеджера',
  verified: 'Контакт',
};

function readable(record: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!record) return null;
  const out: Record<string, unknown> = { ...record };
  if (typeof record['status'] === 'string') out['status'] = bookingStatusLabel(record['status']);
  if (typeof record['date'] === 'string') out['date'] = dayText(record['date']);
  if (typeof record['verified'] === 'boolean') out['verified'] = record['verified'] ? 'подтверждён' : 'не подтверждён';
  if (typeof record['price'] === 'number' && typeof record['kind'] === 'string') {
    out['price'] = bookingPrice({
      kind: record['kind'] as AdminBooking['kind'],
      price: record['price'],
      discount_percent: typeof record['discount_percent'] === 'number' ? record['discount_percent'] : 0,
    });
  }
  return out;
}

/** What changed: the status by its name, a move's day, start and price, the note (the audit keeps the whole booking). */
export function bookingChanges(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  return auditChanges({ before: readable(entry.before), after: readable(entry.after) }, FIELD_NAMES);
}
