import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { serveAdminApi, type AdminReply, type AdminRoute } from '../../test/adminApi';
import { withTicketCalls } from './calls';
import { adminShow } from './testShow';
import { TicketShowShow } from './TicketShowShow';
import type { AdminTicketShow } from './types';

function renderShow() {
  render(
    <AdminContext dataProvider={withTicketCalls(createDataProvider())} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="ticket-shows">
        <TicketShowShow id={7} />
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
}

function serve(show: () => AdminTicketShow, cancel?: AdminRoute) {
  return serveAdminApi({
    'GET /api/admin/ticket-shows/7': () => ({ status: 200, body: show() }),
    ...(cancel ? { 'POST /api/admin/ticket-shows/7/cancel': cancel } : {}),
  });
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Отменить показ' }));
  return screen.findByRole('dialog');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a show's sales page", { timeout: 20_000 }, () => {
  test('the tiers with their seats sold, held and left, the totals, the orders and the report', async () => {
    serve(() => adminShow());
    renderShow();
    const table = await screen.findByRole('table', { name: 'Категории билетов' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Категория', 'Цена', 'Мест', 'Продано', 'В брони', 'Осталось'],
      ['Партер', '1 500 ₽', '50', '10', '3', '37'],
      ['Балкон', '800 ₽', '30', '2', '0', '28'],
      ['Итого', '', '80', '12', '3', '65'],
    ]);
    expect(screen.getByText(/Продано 12 из 80/).textContent).toContain('выручка 16 600 ₽');
    expect(screen.getByText('В продаже')).toBeTruthy();
    // The test's router keeps the address after «#»; the admin's own keeps it in the path.
    expect(screen.getByRole('link', { name: 'Заказы показа' }).getAttribute('href')).toMatch(
      /^#?\/ticket-orders\?filter=%7B%22show_id%22%3A7%7D$/,
    );
    expect(screen.getByRole('link', { name: 'Продажи (CSV)' }).getAttribute('href')).toBe('/api/admin/ticket-sales-export?show_id=7');
  });

  test('the reason is required: nothing is sent without it', async () => {
    const sent = serve(
      () => adminShow(),
      () => ({ status: 200, body: {} }),
    );
    renderShow();
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('Все неоплаченные заказы будут отменены, по оплаченным оформлен возврат');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить показ' }));
    expect(await within(dialog).findByText('Укажите причину: её получит каждый покупатель')).toBeTruthy();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
  });

  test('cancelling sends the reason, tells how many orders were cancelled and refunded, and the page shows the cancelled show', async () => {
    let show = adminShow();
    const sent = serve(
      () => show,
      () => {
        show = adminShow({ status: 'cancelled', live_orders: 0, sold: 0, held: 0, revenue: 0 });
        return { status: 200, body: { show, cancelled: 3, refunded: 1 } };
      },
    );
    renderShow();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Причина' }), { target: { value: '  Болезнь солиста  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить показ' }));
    expect(await screen.findByText('Показ отменён: отменено 3, возвращён 1 заказ')).toBeTruthy();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/admin/ticket-shows/7/cancel', body: { reason: 'Болезнь солиста' } },
    ]);
    expect(await screen.findByText('Отменён')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Отменить показ' })).toBeNull());
  });

  test("the server's refusals are shown: the reason's under its field, a 409 as a message", async () => {
    let answer: AdminReply = {
      status: 422,
      body: { status: 422, message: 'Проверьте поля', errors: { reason: ['Не длиннее 500 символов'] } },
    };
    serve(
      () => adminShow({ status: 'cancelled', live_orders: 2 }),
      () => answer,
    );
    renderShow();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Причина' }), { target: { value: 'Перенос' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить показ' }));
    expect(await within(dialog).findByText('Не длиннее 500 символов')).toBeTruthy();

    answer = { status: 409, body: { status: 409, message: 'Показ уже отменён, действующих заказов нет' } };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить показ' }));
    expect(await screen.findByText('Показ уже отменён, действующих заказов нет')).toBeTruthy();
  });

  test('a cancelled show without live orders offers no cancellation', async () => {
    serve(() => adminShow({ status: 'cancelled', live_orders: 0 }));
    renderShow();
    await screen.findByRole('table', { name: 'Категории билетов' });
    expect(screen.queryByRole('button', { name: 'Отменить показ' })).toBeNull();
  });
});
