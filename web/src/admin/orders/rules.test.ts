import { describe, expect, test } from 'vitest';
import { canAssignOthers } from './AssignManager';
import { MOVE_LABELS, movesOf } from './StatusActions';

describe('order page rules', () => {
  test("the buttons follow the server's next statuses, or the flow when an answer lacks them", () => {
    expect(movesOf({ status: 'new', next_statuses: ['in_work', 'cancelled'] })).toEqual(['in_work', 'cancelled']);
    expect(movesOf({ status: 'in_work', next_statuses: [] })).toEqual([]);
    expect(movesOf({ status: 'confirmed' })).toEqual(['completed', 'cancelled']);
    expect(movesOf({ status: 'completed' })).toEqual([]);
    expect(['in_work', 'confirmed', 'completed', 'cancelled'].map((status) => MOVE_LABELS[status as keyof typeof MOVE_LABELS])).toEqual([
      'Взять в работу',
      'Подтвердить',
      'Выполнен',
      'Отменить заказ',
    ]);
  });

  test('Admin and the senior manager assign to anyone; a manager only takes an order', () => {
    expect(canAssignOthers(['Admin'])).toBe(true);
    expect(canAssignOthers(['ManagerOrdersSenior'])).toBe(true);
    expect(canAssignOthers(['ManagerOrders'])).toBe(false);
    expect(canAssignOthers([])).toBe(false);
  });
});
