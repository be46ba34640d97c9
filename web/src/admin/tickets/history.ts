import { STATUS_NAMES } from '../../features/tickets/rules';
import { auditChanges, type AuditEntry } from '../users/audit';

/** The moves an order's history records (docs/api.md, "Admin: tickets"). */
export const TICKET_ORDER_ACTIONS: Record<string, string> = {
  paid: 'Оплата в кассе',
  provider_paid: 'Оплата картой',
  cancel: 'Отмена',
  refund: 'Возврат',
  show_cancel: 'Отмена показа',
  buyer_cancel: 'Отмена покупателем',
  expire: 'Бронь истекла',
};

const FIELD_NAMES: Record<string, string> = {
  status: 'Статус',
  cancel_reason: 'Причина',
  payment_ref: 'Платёж',
};

function readable(record: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!record) return null;
  const status = record['status'];
  return typeof status === 'string' && status in STATUS_NAMES
    ? { ...record, status: STATUS_NAMES[status as keyof typeof STATUS_NAMES] }
    : record;
}

/** What a move changed: the status by its Russian name, the reason the buyer was told, the payment. */
export function ticketOrderChanges(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  return auditChanges({ before: readable(entry.before), after: readable(entry.after) }, FIELD_NAMES);
}

/** Who made the move: the manager's address, or the system's part (the provider, the hold's end, the buyer). */
export function ticketOrderActor(entry: Pick<AuditEntry, 'actor' | 'action'>): string {
  if (entry.actor) return entry.actor.email;
  if (entry.action === 'provider_paid') return 'платёжный сервис';
  if (entry.action === 'expire') return 'система';
  if (entry.action === 'buyer_cancel') return 'покупатель';
  return 'система';
}
