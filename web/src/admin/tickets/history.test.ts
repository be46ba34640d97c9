// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { TICKET_ORDER_ACTIONS, ticketOrderActor, ticketOrderChanges } from './history';

describe("a ticket order's history", () => {
  test('each move has its Russian name', () => {
    expect(TICKET_ORDER_ACTIONS).toMatchObject({
      paid: 'Оплата в кассе',
      provider_paid: 'Оплата картой',
      cancel: 'Отмена',
      refund: 'Возврат',
      show_cancel: 'Отмена показа',
      buyer_cancel: 'Отмена покупателем',
      expire: 'Бронь истекла',
    });
  });

  test('the status reads by its name, the reason as «Причина», the payment by its reference', () => {
    expect(
      ticketOrderChanges({
        before: { status: 'paid', cancel_reason: null, payment_ref: 'TP-1' },
        after: { status: 'refunded', cancel_reason: 'Концерт перенесён', payment_ref: 'TP-1' },
      }),
    ).toEqual(['Статус: Оплачен → Возврат', 'Причина: — → Концерт перенесён']);
    expect(
      ticketOrderChanges({
        before: { status: 'held', cancel_reason: null, payment_ref: null },
        after: { status: 'paid', cancel_reason: null, payment_ref: 'TP-42' },
      }),
    ).toEqual(['Статус: Ждёт оплаты → Оплачен', 'Платёж: — → TP-42']);
    expect(ticketOrderChanges({ before: { status: 'held' }, after: { status: 'expired' } })).toEqual([
      'Статус: Ждёт оплаты → Бронь истекла',
    ]);
    // A status the web does not know yet is shown as it came.
    expect(ticketOrderChanges({ before: null, after: { status: 'archived' } })).toEqual(['Статус: — → archived']);
  });

  test("a move without a manager is the system's: the payment service, the hold's end, the buyer", () => {
    expect(ticketOrderActor({ actor: { id: 4, email: 'tickets@demo.local' }, action: 'paid' })).toBe('tickets@demo.local');
    expect(ticketOrderActor({ actor: null, action: 'provider_paid' })).toBe('платёжный сервис');
    expect(ticketOrderActor({ actor: null, action: 'expire' })).toBe('система');
    expect(ticketOrderActor({ actor: null, action: 'buyer_cancel' })).toBe('покупатель');
  });
});
