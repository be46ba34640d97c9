import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, type ApiClient, type ApiResponse } from '../../shared/api';
import { createSession, type User } from '../session';
import { basketKeys, type BasketApi } from './api';
import { basketCount, createBasketStore } from './basketStore';
import { GUEST_CART_KEY } from './guestCart';
import type { Cart, CartChange, ConfirmedOrder } from './types';

const user = { id: 9, first_name: 'Иван', last_name: 'Иванов', roles: [] } as unknown as User;

function ok<T>(data: T): ApiResponse<T> {
  return { status: 200, data, headers: new Headers(), error: null };
}

function fail<T>(status: number, message: string, errors: Record<string, string[]> = {}): ApiResponse<T> {
  return { status, data: null, headers: new Headers(), error: { status, message, errors } };
}

function cart(overrides: Partial<Cart> = {}): Cart {
  return { user_id: 9, events: [], services: [], total: 0, count: 0, version: 1, final_warning: null, ...overrides };
}

function sessionFor(signedIn: boolean) {
  const client = {
    get: vi.fn(async () => (signedIn ? ok(user) : fail(401, 'Требуется авторизация'))),
  } as unknown as ApiClient;
  return createSession(client, createQueryClient());
}

function fakeApi(overrides: Partial<BasketApi> = {}): BasketApi {
  return {
    get: vi.fn(async () => ok(cart())),
    change: vi.fn(async () => ok(cart({ count: 1 }))),
    upload: vi.fn(async () => ok(cart({ count: 1 }))),
    confirm: vi.fn(async () => ok<ConfirmedOrder>({ id: 1, number: '2026-00001', status: 'new', total: 0 })),
    services: vi.fn(),
    event: vi.fn(),
    ...overrides,
  } as BasketApi;
}

afterEach(() => localStorage.clear());

describe('basket store', () => {
  it('keeps a guest basket in local storage and never calls the server', async () => {
    const api = fakeApi();
    const store = createBasketStore(api, sessionFor(false));
    await store.init();
    await store.change({ events: [{ id: 1, count: 2, code: 'a' }] });
    await store.change({ services: [{ id: 3, checked: true }] });
    expect(basketCount(store.getState())).toBe(2);
    expect(JSON.parse(localStorage.getItem(GUEST_CART_KEY)!)).toEqual({
      events: [{ id: 1, count: 2, code: 'a' }],
      services: [{ id: 3, checked: true, params: [] }],
    });
    expect(api.get).not.toHaveBeenCalled();
    expect(api.change).not.toHaveBeenCalled();
    const confirm = await store.confirm();
    expect(confirm.needsLogin).toBe(true);
    expect(api.confirm).not.toHaveBeenCalled();
  });

  it('after login pushes the guest basket and its files once, then removes the temporary copy', async () => {
    localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify({
        events: [{ id: 1, count: 2, code: 'a' }],
        services: [{ id: 3, checked: true, params: [{ id: 6, value: 'https://x.ru/a.mp4' }] }],
      }),
    );
    const api = fakeApi({
      change: vi.fn(async () => ok(cart({ count: 2 }))),
      upload: vi.fn(async () => ok(cart({ count: 2, total: 5 }))),
    });
    const session = sessionFor(false);
    const store = createBasketStore(api, session);
    await store.init();
    await store.uploadFile(3, 7, new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
    session.setUser(user);
    await store.reload();
    expect(api.change).toHaveBeenCalledTimes(1);
    expect(api.change).toHaveBeenCalledWith({
      events: [{ id: 1, count: 2 }],
      services: [{ id: 3, checked: true, params: [{ id: 6, value: 'https://x.ru/a.mp4' }] }],
    });
    expect(api.upload).toHaveBeenCalledWith(3, 7, expect.any(File));
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(store.getState().mode).toBe('server');
    expect(store.getState().cart?.total).toBe(5);
    // Server state lives in the query cache, not in the store.
    expect(session.queryClient.getQueryData<Cart>(basketKeys.cart)?.total).toBe(5);
  });

  it('a logout drops the server basket from the cache and brings the local one back', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ events: [{ id: 1, count: 1, code: 'a' }] }));
    const api = fakeApi({ get: vi.fn(async () => ok(cart({ count: 4 }))), change: vi.fn(async () => ok(cart({ count: 4 }))) });
    const session = sessionFor(true);
    const store = createBasketStore(api, session);
    await store.init();
    await store.reload();
    expect(basketCount(store.getState())).toBe(4);
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ events: [{ id: 2, count: 1, code: 'b' }] }));
    session.reset();
    expect(session.queryClient.getQueryData(basketKeys.cart)).toBeUndefined();
    expect(store.getState().mode).toBe('guest');
    expect(basketCount(store.getState())).toBe(1);
  });

  it('pushes what the server accepts when it refuses some guest items, and reports them', async () => {
    localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify({
        events: [
          { id: 1, count: 1, code: 'a' },
          { id: 2, count: 1, code: 'b' },
        ],
      }),
    );
    const change = vi
      .fn<(body: CartChange) => Promise<ApiResponse<Cart>>>()
      .mockResolvedValueOnce(
        fail(422, 'Проверьте данные', {
          'events[0]': ['Мероприятие «А» уже началось или прошло, запись на него закрыта'],
        }),
      )
      .mockResolvedValueOnce(ok(cart({ count: 1 })));
    const store = createBasketStore(fakeApi({ change }), sessionFor(true));
    await store.init();
    await store.reload();
    expect(change).toHaveBeenNthCalledWith(2, { events: [{ id: 2, count: 1 }] });
    expect(store.takePushMessages()).toEqual(['Мероприятие «А» уже началось или прошло, запись на него закрыта']);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('uses the guest basket when the server basket cannot load', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ events: [{ id: 1, count: 1, code: 'a' }] }));
    const store = createBasketStore(fakeApi({ get: vi.fn(async () => fail<Cart>(0, 'Failed to fetch')) }), sessionFor(true));
    await store.init();
    await store.reload();
    expect(store.getState().mode).toBe('guest');
    expect(basketCount(store.getState())).toBe(1);
    expect(localStorage.getItem(GUEST_CART_KEY)).not.toBeNull();
  });

  it('keeps 422 messages at the item and param they are about', async () => {
    const change = vi.fn(async () =>
      fail<Cart>(422, 'Проверьте данные', { 'services[0].params[0]': ['Ссылка должна вести на файл в формате MP4'] }),
    );
    const store = createBasketStore(fakeApi({ change }), sessionFor(true));
    await store.init();
    await store.reload();
    const result = await store.change({ services: [{ id: 3, params: [{ id: 6, value: 'https://x.ru/a.avi' }] }] });
    expect(result).toEqual({ ok: false, message: 'Ссылка должна вести на файл в формате MP4' });
    expect(store.getState().errors).toEqual({ 'param:3:6': ['Ссылка должна вести на файл в формате MP4'] });
  });

  it('sends one confirm for a double click and reloads the basket after it', async () => {
    const api = fakeApi();
    const store = createBasketStore(api, sessionFor(true));
    await store.init();
    await store.reload();
    const loads = vi.mocked(api.get).mock.calls.length;
    const [first, second] = await Promise.all([store.confirm(), store.confirm()]);
    expect(api.confirm).toHaveBeenCalledTimes(1);
    expect(first.order?.number).toBe('2026-00001');
    expect(second).toBe(first);
    expect(api.get).toHaveBeenCalledTimes(loads + 1);
    expect(store.getState().order?.number).toBe('2026-00001');
  });
});
