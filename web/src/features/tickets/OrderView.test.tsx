import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { createApiClient } from '../../shared/api';
import { renderCatalog } from '../../test/renderCatalog';
import { fakeFetch } from '../../test/renderWithShell';
import { createTicketsApi } from './api';
import { OrderView } from './OrderView';
import { order } from './testShow';
import type { TicketOrder } from './types';

function renderOrder(value: TicketOrder, routes: Parameters<typeof fakeFetch>[0] = {}) {
  const fake = fakeFetch(routes);
  const onChanged = vi.fn();
  renderCatalog(
    <OrderView order={value} orderKey="k3y" onChanged={onChanged} api={createTicketsApi(createApiClient({ fetch: fake.fetch }))} />,
    {
      area: 'main',
      path: `/afisha/zakaz/${value.number}/?domain=main&key=k3y`,
    },
  );
  return { calls: fake.calls, onChanged };
}

describe('an order page', () => {
  test('a held order counts its hold down and leaves the payment for the box office', async () => {
    const { calls, onChanged } = renderOrder(order(), {
      'POST /api/tickets/orders/T-AB12CD34/payment': {
        status: 200,
        body: { status: 200, data: { ...order({ status: 'awaiting_payment' }), next: { action: 'box_office', url: '' } } },
      },
    });
    expect(screen.getByRole('timer').textContent).toMatch(/^Бронь держится ещё 1[45]:\d\d$/);
    fireEvent.click(screen.getByRole('button', { name: 'Оплачу в кассе площадки' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/tickets/orders/T-AB12CD34/payment', body: { method: 'box_office' } });
  });

  test('a hold that ran out says so', () => {
    const { onChanged } = renderOrder(order({ held_until: new Date(Date.now() - 1000).toISOString() }));
    expect(screen.getByRole('timer').textContent).toBe('Время брони вышло: места вернулись в продажу');
    expect(onChanged).toHaveBeenCalled();
  });

  test('the buyer cancels an unpaid order after confirming', async () => {
    const { calls, onChanged } = renderOrder(order({ status: 'awaiting_payment' }), {
      'POST /api/tickets/orders/T-AB12CD34/cancel': { status: 200, body: { status: 200, data: order({ status: 'cancelled' }) } },
    });
    expect(screen.queryByRole('timer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Отменить бронь' }));
    fireEvent.click(screen.getByRole('button', { name: 'Да, отменить' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls.map((call) => call.path)).toEqual(['/api/tickets/orders/T-AB12CD34/cancel']);
  });

  test("a paid order lists its tickets with their PDFs by the order's key", () => {
    renderOrder(
      order({
        status: 'paid',
        tickets: [
          { id: 1, code: 'K7QF2M9X', number: 1, tier: 'Партер', qr: 'K7QF2M9X.sig', checked_in_at: null },
          { id: 2, code: 'P4RT8Z2Q', number: 2, tier: 'Партер', qr: 'P4RT8Z2Q.sig', checked_in_at: '2026-12-15T15:40:00Z' },
        ],
      }),
    );
    const links = screen.getAllByRole('link', { name: 'Скачать PDF' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/tickets/e-tickets/K7QF2M9X?key=k3y',
      '/api/tickets/e-tickets/P4RT8Z2Q?key=k3y',
    ]);
    expect(screen.getByText(/использован/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отменить бронь' })).toBeNull();
  });
});
