import { describe, expect, test } from 'vitest';
import {
  allowedNextStatuses,
  customerCanCancel,
  isOrderStatus,
  needsReason,
  ORDER_STATUSES,
  STATUS_LABELS,
  statusLabel,
  statusTone,
} from './statuses';

describe('order statuses', () => {
  test('every status has the Russian label of docs/api.md', () => {
    expect(STATUS_LABELS).toEqual({
      new: 'Новый',
      in_work: 'В работе',
      confirmed: 'Подтверждён',
      completed: 'Выполнен',
      cancelled: 'Отменён',
    });
    expect(ORDER_STATUSES).toEqual(['new', 'in_work', 'confirmed', 'completed', 'cancelled']);
  });

  test("the server's title wins; an unknown code shows as it came", () => {
    expect(statusLabel('in_work')).toBe('В работе');
    expect(statusLabel('in_work', 'В работе у менеджера')).toBe('В работе у менеджера');
    expect(statusLabel('archived')).toBe('archived');
    expect(isOrderStatus('new')).toBe(true);
    expect(isOrderStatus('toString')).toBe(false);
  });

  test('only the next step forward or a cancel, nothing after completed or cancelled', () => {
    expect(allowedNextStatuses('new')).toEqual(['in_work', 'cancelled']);
    expect(allowedNextStatuses('in_work')).toEqual(['confirmed', 'cancelled']);
    expect(allowedNextStatuses('confirmed')).toEqual(['completed', 'cancelled']);
    expect(allowedNextStatuses('completed')).toEqual([]);
    expect(allowedNextStatuses('cancelled')).toEqual([]);
  });

  test('a cancel needs a reason; the customer cancels only a new order', () => {
    expect(ORDER_STATUSES.filter(needsReason)).toEqual(['cancelled']);
    expect(ORDER_STATUSES.filter(customerCanCancel)).toEqual(['new']);
  });

  test('badge tones', () => {
    expect(ORDER_STATUSES.map(statusTone)).toEqual(['waiting', 'active', 'active', 'done', 'stopped']);
  });
});
