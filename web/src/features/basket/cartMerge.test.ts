import { describe, expect, it } from 'vitest';
import { cartEvent } from '../../test/eventFixtures';
import {
  applyGuestChange,
  errorsByItem,
  guestCartView,
  guestCount,
  guestPushPayload,
  mergeParams,
  normalizeCount,
  parseErrorField,
  withoutRejected,
} from './cartMerge';
import type { GuestCart, Service } from './types';

const empty: GuestCart = { events: [], services: [] };

describe('normalizeCount', () => {
  it('keeps whole numbers of at least 1 and reads numeric strings', () => {
    expect(normalizeCount(3)).toBe(3);
    expect(normalizeCount('4')).toBe(4);
    expect(normalizeCount(4.0)).toBe(4);
  });
  it('falls back to 1 for anything else', () => {
    for (const value of [0, -5, 'abc', 2.5, null, undefined, '', NaN, Infinity]) expect(normalizeCount(value)).toBe(1);
  });
});

describe('applyGuestChange', () => {
  it('adds new events with their code and count, merging by id', () => {
    let cart = applyGuestChange(empty, { events: [{ id: 1, count: 2, code: 'a' }] });
    cart = applyGuestChange(cart, {
      events: [
        { id: 2, code: 'b' },
        { id: 1, count: 5 },
      ],
    });
    expect(cart.events).toEqual([
      { id: 1, count: 5, code: 'a' },
      { id: 2, count: 1, code: 'b' },
    ]);
  });
  it('drops items flagged to_remove and keeps the others; removing a missing item is fine', () => {
    const cart: GuestCart = {
      events: [
        { id: 1, count: 1, code: 'a' },
        { id: 2, count: 1, code: 'b' },
      ],
      services: [{ id: 3, checked: true, params: [] }],
    };
    const next = applyGuestChange(cart, {
      events: [
        { id: 1, to_remove: true },
        { id: 9, to_remove: true },
      ],
      services: [{ id: 3, to_remove: true }],
    });
    expect(next).toEqual({ events: [{ id: 2, count: 1, code: 'b' }], services: [] });
  });
  it('falls back to count 1 for an invalid count', () => {
    const cart = applyGuestChange(empty, {
      events: [
        { id: 1, count: 0, code: 'a' },
        { id: 2, count: -3, code: 'b' },
      ],
    });
    expect(cart.events.map((e) => e.count)).toEqual([1, 1]);
  });
  it('checks a new service unless told otherwise and keeps an existing flag unless sent', () => {
    let cart = applyGuestChange(empty, { services: [{ id: 3 }, { id: 4, checked: false }] });
    expect(cart.services.map((s) => s.checked)).toEqual([true, false]);
    cart = applyGuestChange(cart, { services: [{ id: 3, params: [{ id: 7, value: 'x' }] }] });
    expect(cart.services[0]).toEqual({ id: 3, checked: true, params: [{ id: 7, value: 'x' }] });
    cart = applyGuestChange(cart, { services: [{ id: 3, checked: false }] });
    expect(cart.services[0]!.checked).toBe(false);
  });
  it('merges param values by id; null or empty clears one', () => {
    expect(
      mergeParams(
        [
          { id: 1, value: 'a' },
          { id: 2, value: 'b' },
        ],
        [
          { id: 2, value: 'c' },
          { id: 3, value: '' },
        ],
      ),
    ).toEqual([
      { id: 1, value: 'a' },
      { id: 2, value: 'c' },
    ]);
    expect(mergeParams([{ id: 1, value: 'a' }], [{ id: 1, value: null }])).toEqual([]);
  });
});

describe('guest to server', () => {
  const cart: GuestCart = {
    events: [{ id: 1, count: 2, code: 'a' }],
    services: [
      { id: 3, checked: true, params: [{ id: 6, value: 'https://x.ru/v.mp4' }] },
      { id: 4, checked: false, params: [] },
    ],
  };
  it('builds one POST /api/cart/ payload without the local codes', () => {
    expect(guestPushPayload(cart)).toEqual({
      events: [{ id: 1, count: 2 }],
      services: [
        { id: 3, checked: true, params: [{ id: 6, value: 'https://x.ru/v.mp4' }] },
        { id: 4, checked: false },
      ],
    });
    expect(guestPushPayload(empty)).toEqual({});
  });
  it('counts events and checked services', () => {
    expect(guestCount(cart)).toBe(2);
  });
  it('maps a 422 to the items it is about and drops them for a second push', () => {
    const change = guestPushPayload(cart);
    const errors = { 'events[0]': ['Мероприятие не найдено'], 'services[0].params[0]': ['Некорректная ссылка'] };
    expect(errorsByItem(change, errors)).toEqual({
      'event:1': ['Мероприятие не найдено'],
      'param:3:6': ['Некорректная ссылка'],
    });
    expect(withoutRejected(change, errors)).toEqual({ services: [{ id: 4, checked: false }] });
    expect(parseErrorField('cart')).toBeNull();
  });
});

describe('guestCartView', () => {
  const service: Service = {
    id: 3,
    code: 'video',
    name: 'Видеоразбор',
    description: '',
    price: { old: null, preview: null, final: 3500 },
    tags: [],
    category: { code: 'video', title: 'Видео' },
    special: false,
    params: [
      { id: 6, type: 'video', label: 'Видео', placeholder: null, capText: null, capTextRight: null, required: true },
      { id: 7, type: 'file', label: 'PDF', placeholder: null, capText: null, capTextRight: null, required: true },
    ],
  };
  it('shows the guest basket like a server one, with totals from public prices', () => {
    const event = cartEvent({ event_id: 1, price_participation: 4500 });
    const cart: GuestCart = {
      events: [{ id: 1, count: 2, code: event.code }],
      services: [{ id: 3, checked: true, params: [{ id: 6, value: 'https://x.ru/a.mp4' }] }],
    };
    const view = guestCartView(
      cart,
      new Map([[1, event]]),
      new Map([[3, service]]),
      new Map([['3:7', { id: 0, name: 'a.pdf', size: 10 }]]),
    );
    expect(view.total).toBe(4500 * 2 + 3500);
    expect(view.count).toBe(2);
    expect(view.events[0]!.amount).toBe(9000);
    expect(view.services[0]!.params.map((p) => [p.value, p.file?.name ?? null])).toEqual([
      ['https://x.ru/a.mp4', null],
      [null, 'a.pdf'],
    ]);
  });
  it('leaves out items whose public data is missing', () => {
    const view = guestCartView(
      { events: [{ id: 5, count: 1, code: 'x' }], services: [{ id: 9, checked: true, params: [] }] },
      new Map(),
      new Map(),
    );
    expect(view.count).toBe(0);
    expect(view.total).toBe(0);
  });
});
