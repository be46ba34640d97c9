import type { OrderStatus } from './types';

/** Russian names of the order statuses (docs/api.md); the server sends the same as `status_title`. */
export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  new: 'Новый',
  in_work: 'В работе',
  confirmed: 'Подтверждён',
  completed: 'Выполнен',
  cancelled: 'Отменён',
};

export const ORDER_STATUSES = Object.keys(STATUS_LABELS) as OrderStatus[];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && Object.hasOwn(STATUS_LABELS, value);
}

/** The label of a status; an unknown code (a newer server) shows as it came rather than blank. */
export function statusLabel(status: string, title?: string | null): string {
  if (title) return title;
  return isOrderStatus(status) ? STATUS_LABELS[status] : status;
}

/** The flow of decision 0013: new -> in_work -> confirmed -> completed; cancel from the first three. */
const FORWARD: Readonly<Record<OrderStatus, OrderStatus | null>> = {
  new: 'in_work',
  in_work: 'confirmed',
  confirmed: 'completed',
  completed: null,
  cancelled: null,
};

/** Where a manager may move an order from `status` (the server's `next_statuses` says the same). */
export function allowedNextStatuses(status: OrderStatus): OrderStatus[] {
  const forward = FORWARD[status];
  if (forward === null) return [];
  return [forward, 'cancelled'];
}

/** Cancelling needs a reason; the other moves do not. */
export function needsReason(status: OrderStatus): boolean {
  return status === 'cancelled';
}

/** The customer may cancel only a new order (the server's `can_cancel`). */
export function customerCanCancel(status: OrderStatus): boolean {
  return status === 'new';
}

/** Colour family of a status badge: waiting, moving, done or stopped. */
export type StatusTone = 'waiting' | 'active' | 'done' | 'stopped';

export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'in_work':
    case 'confirmed':
      return 'active';
    case 'completed':
      return 'done';
    case 'cancelled':
      return 'stopped';
    default:
      return 'waiting';
  }
}
