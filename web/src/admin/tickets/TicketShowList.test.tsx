import { render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { serveAdminApi } from '../../test/adminApi';
import { withTicketCalls } from './calls';
import { adminShow } from './testShow';
import { TicketShowList } from './TicketShowList';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sales by show', { timeout: 20_000 }, () => {
  test('a row: the show with its start and venue, its status, the seats sold of the quota, held, the revenue', async () => {
    const rows = [adminShow(), adminShow({ id: 8, title: 'Зимняя сказка', status: 'cancelled', sold: 0, held: 0, revenue: 0 })];
    const sent = serveAdminApi({ 'GET /api/admin/ticket-shows': () => ({ status: 200, body: rows, total: 2 }) });
    render(
      <AdminContext dataProvider={withTicketCalls(createDataProvider())} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="ticket-shows">
          <TicketShowList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    const row = (await screen.findByText('Юбилейный концерт')).closest('tr');
    expect(row).toBeTruthy();
    const cells = [...row!.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Юбилейный концерт12 декабря 2026, 19:00 · Культурный центр «Меридиан», Москва · Большой зал',
      'В продаже',
      'Продано 12 из 80',
      '3',
      '16 600 ₽',
    ]);
    const cancelled = screen.getByText('Зимняя сказка').closest('tr');
    expect(within(cancelled!).getByText('Отменён')).toBeTruthy();
    await waitFor(() => expect(sent.some((call) => call.path === '/api/admin/ticket-shows')).toBe(true));
  });
});
