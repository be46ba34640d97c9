import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeFetch, renderWithShell } from '../../test/renderWithShell';
import { useOrder } from './api';
import { OrderView } from './OrderView';
import type { Order } from './types';

const NEW_ORDER: Order = {
  id: 1,
  number: '2026-00042',
  status: 'new',
  status_title: 'Новый',
  total: 4150,
  cancel_reason: null,
  created_at: '2026-11-22T09:53:50Z',
  updated_at: '2026-11-22T09:53:50Z',
  can_cancel: true,
  items: [
    {
      id: 1,
      kind: 'service',
      event_id: null,
      service_id: 3,
      code: 'videorazbor',
      name: 'Видеоразбор выступления',
      price: 3500,
      count: 1,
      amount: 3500,
      details: { category: 'Видео и оценка жюри' },
      params: [
        {
          param_id: 7,
          type: 'file',
          label: 'Согласие в PDF',
          value: null,
          title: '',
          file: { id: 1, name: 'soglasie.pdf', size: 45 },
        },
      ],
    },
  ],
  history: [{ status: 'new', status_title: 'Новый', reason: null, created_at: '2026-11-22T09:53:50Z' }],
};

const CANCELLED: Order = {
  ...NEW_ORDER,
  status: 'cancelled',
  status_title: 'Отменён',
  cancel_reason: 'Отменён покупателем',
  can_cancel: false,
  history: [
    ...NEW_ORDER.history,
    { status: 'cancelled', status_title: 'Отменён', reason: 'Отменён покупателем', created_at: '2026-11-22T10:00:00Z' },
  ],
};

function Page() {
  const { data } = useOrder(NEW_ORDER.number);
  return data ? <OrderView order={data} /> : null;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithShell(
    <QueryClientProvider client={client}>
      <Page />
    </QueryClientProvider>,
  );
}

describe('the account order page', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('shows the items with their params; cancel asks first, then shows the cancelled order', async () => {
    const server = fakeFetch({
      'GET /api/orders/2026-00042': { status: 200, body: { status: 200, data: NEW_ORDER } },
      'POST /api/orders/2026-00042/cancel': { status: 200, body: { status: 200, data: CANCELLED } },
    });
    vi.stubGlobal('fetch', server.fetch);
    renderPage();
    await screen.findByText('Видеоразбор выступления');
    expect(screen.getByText('soglasie.pdf (45 Б)')).toBeTruthy();
    expect(screen.getAllByText('Новый').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    const dialog = screen.getByRole('dialog', { name: 'Отменить заказ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Не отменять' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Да, отменить' }));
    await screen.findByText('Причина отмены: Отменён покупателем');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Отменить заказ' })).toBeNull());
    expect(screen.getByText('Заказ № 2026-00042 отменён')).toBeTruthy();
  });

  test("a refused cancel shows the server's message and keeps the order as it was", async () => {
    const message = 'Отменить можно только новый заказ: этот уже в обработке';
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/orders/2026-00042': { status: 200, body: { status: 200, data: NEW_ORDER } },
        'POST /api/orders/2026-00042/cancel': { status: 409, body: { status: 409, message } },
      }).fetch,
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Да, отменить' }));
    await screen.findByText(message);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
