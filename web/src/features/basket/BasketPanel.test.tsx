import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, type ApiClient, type ApiResponse } from '../../shared/api';
import { cartEvent, filterDefinitions } from '../../test/eventFixtures';
import { renderCatalog } from '../../test/renderCatalog';
import { createSession } from '../session';
import { fakeFetch } from '../../test/renderWithShell';
import type { BasketApi } from './api';
import BasketPanel from './BasketPanel';
import { createBasketStore } from './basketStore';
import { GUEST_CART_KEY } from './guestCart';
import type { Cart } from './types';

function guestSession() {
  const response: ApiResponse<null> = {
    status: 401,
    data: null,
    headers: new Headers(),
    error: { status: 401, message: 'Требуется авторизация', errors: {} },
  };
  return createSession({ get: vi.fn(async () => response) } as unknown as ApiClient, createQueryClient());
}

const festival = {
  ...cartEvent({ event_id: 1, price_participation: 4500 }),
  description: [],
  places_left: 37,
  places_total: 240,
};

function serverApi() {
  const confirm = vi.fn();
  const api = {
    get: vi.fn(),
    change: vi.fn(),
    upload: vi.fn(),
    confirm,
    services: vi.fn(),
    event: vi.fn(),
  } as unknown as BasketApi;
  return { api, confirm };
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('BasketPanel (guest)', () => {
  it('shows the sign-in prompt, services then the festival schedule from public data, and the total', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ events: [{ id: 1, count: 2, code: festival.code }], services: [] }));
    const { fetch } = fakeFetch({
      [`GET /api/event/${festival.code}`]: { status: 200, body: { status: 200, data: festival } },
      'GET /api/services': { status: 200, body: { status: 200, data: { categories: [], items: [] } } },
      'GET /api/event/filters': { status: 200, body: { status: 200, data: { filters: filterDefinitions() } } },
    });
    vi.stubGlobal('fetch', fetch);
    const { api, confirm } = serverApi();
    const store = createBasketStore(api, guestSession());
    renderCatalog(<BasketPanel store={store} />, { area: 'events' });

    expect(screen.getByText(/Войдите, чтобы оформить заявку/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /К мероприятиям/ }).getAttribute('href')).toBe('/festivals/?domain=events');
    await screen.findByRole('link', { name: festival.name });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Услуги', 'Фестивальный график']);
    expect(screen.getByTestId('basket-total').textContent).toBe('9 000 ₽');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Оформить заявку' })));
    expect(await screen.findByLabelText('Электронная почта')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('is a native modal dialog: focus on the panel, Escape closes it', async () => {
    const { fetch } = fakeFetch({
      'GET /api/services': { status: 200, body: { status: 200, data: { categories: [], items: [] } } },
    });
    vi.stubGlobal('fetch', fetch);
    const store = createBasketStore(serverApi().api, guestSession());
    store.open();
    renderCatalog(<BasketPanel store={store} />, { area: 'events' });
    const dialog = screen.getByRole('dialog', { name: 'Корзина' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(screen.getByTestId('basket-panel'));
    await waitFor(() => expect(screen.getByText('Фестивали не выбраны.', { exact: false })).toBeTruthy());
    fireEvent.keyDown(screen.getByRole('button', { name: 'Войти' }), { key: 'Escape' });
    expect(store.getState().isOpen).toBe(false);
  });

  it('disables submit with zero products', async () => {
    const { fetch } = fakeFetch({
      'GET /api/services': { status: 200, body: { status: 200, data: { categories: [], items: [] } } },
    });
    vi.stubGlobal('fetch', fetch);
    const store = createBasketStore(serverApi().api, guestSession());
    renderCatalog(<BasketPanel store={store} />, { area: 'events' });
    await waitFor(() => expect(screen.getByText('Фестивали не выбраны.', { exact: false })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Оформить заявку' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('basket-total').textContent).toBe('0 ₽');
  });
});

describe('BasketPanel (signed in)', () => {
  it('shows the final-of-event warning with a count per project', async () => {
    const cart: Cart = {
      user_id: 9,
      events: [
        {
          ...cartEvent({ event_id: 6, type: 'final', event_type: 'final' }),
          amount: 4500,
          final_hint: [{ title: 'Имена России 2025', code: 'imena-rossii', count: 2, value: 0, required: 2 }],
        },
      ],
      services: [],
      total: 4500,
      count: 1,
      version: 1,
      final_warning: 'Чтобы зарегистрироваться на финал необходимо добавить еще:',
    };
    const { fetch } = fakeFetch({
      'GET /api/services': { status: 200, body: { status: 200, data: { categories: [], items: [] } } },
    });
    vi.stubGlobal('fetch', fetch);
    const user = { id: 9, first_name: 'Иван', last_name: 'Иванов', roles: [] };
    const session = createSession(
      { get: vi.fn(async () => ({ status: 200, data: user, headers: new Headers(), error: null })) } as unknown as ApiClient,
      createQueryClient(),
    );
    const api = {
      ...serverApi().api,
      get: vi.fn(async () => ({ status: 200, data: cart, headers: new Headers(), error: null })),
    } as BasketApi;
    renderCatalog(<BasketPanel store={createBasketStore(api, session)} />, { area: 'events' });
    expect(await screen.findByText('Чтобы зарегистрироваться на финал необходимо добавить еще:')).toBeTruthy();
    expect(screen.getByRole('link', { name: '«Имена России 2025»' }).closest('li')?.textContent).toBe(
      '«Имена России 2025» — 2 (учтено 0 из 2)',
    );
    expect(screen.queryByText(/Войдите, чтобы оформить заявку/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Оформить заявку' })).toHaveProperty('disabled', false);
  });
});
