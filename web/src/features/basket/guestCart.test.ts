import { afterEach, describe, expect, it } from 'vitest';
import { GUEST_CART_KEY, loadGuestCart, parseGuestCart, removeGuestCart, saveGuestCart } from './guestCart';

describe('guest basket in local storage', () => {
  afterEach(() => localStorage.clear());

  it('round-trips under the temporary key and is removed when empty', () => {
    const cart = {
      events: [{ id: 1, count: 2, code: 'a' }],
      services: [{ id: 3, checked: false, params: [{ id: 6, value: 'v' }] }],
    };
    saveGuestCart(cart);
    expect(JSON.parse(localStorage.getItem(GUEST_CART_KEY)!)).toEqual(cart);
    expect(loadGuestCart()).toEqual(cart);
    saveGuestCart({ events: [], services: [] });
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('reads what is valid of a broken value', () => {
    expect(parseGuestCart('not json')).toEqual({ events: [], services: [] });
    expect(parseGuestCart('[1]')).toEqual({ events: [], services: [] });
    const text = JSON.stringify({
      events: [{ id: 1, count: 0 }, { id: -1 }, { id: 1, count: 5 }, 'x'],
      services: [
        {
          id: 2,
          params: [
            { id: 1, value: '' },
            { id: 2, value: 'ok' },
            { id: 'x', value: 'no' },
          ],
        },
      ],
    });
    expect(parseGuestCart(text)).toEqual({
      events: [{ id: 1, count: 1, code: '' }],
      services: [{ id: 2, checked: true, params: [{ id: 2, value: 'ok' }] }],
    });
  });

  it('removes the temporary copy', () => {
    saveGuestCart({ events: [{ id: 1, count: 1, code: 'a' }], services: [] });
    removeGuestCart();
    expect(loadGuestCart()).toEqual({ events: [], services: [] });
  });
});
