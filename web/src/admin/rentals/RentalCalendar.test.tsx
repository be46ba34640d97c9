import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { serveAdminApi, type AdminRoute } from '../../test/adminApi';
import { withRentalCalls } from './calls';
import { RentalCalendar } from './RentalCalendar';
import { adminRental } from './testRecord';
import type { AdminRental } from './types';

const list =
  (rows: unknown[]): AdminRoute =>
  () => ({ status: 200, body: rows, total: rows.length });

const BIG = { code: 'bolshoj-zal', name: 'Большой зал', venue: 'Культурный центр «Меридиан»' };

/** The confirmed rentals the server holds, by month; the calendar asks for one month at a time. */
const CONFIRMED: AdminRental[] = [
  adminRental({ id: 3, status: 'confirmed', day: '2026-12-12', start_hour: 10, end_hour: 14 }),
  adminRental({ id: 4, status: 'confirmed', day: '2026-12-12', start_hour: 18, end_hour: 21, hall_id: 6, hall: BIG }),
  adminRental({ id: 5, status: 'confirmed', day: '2026-12-05', start_hour: 9, end_hour: 12, hall_id: 6, hall: BIG }),
  adminRental({ id: 8, status: 'confirmed', day: '2027-01-15', start_hour: 12, end_hour: 16 }),
];

/** The calendar's calls (month and hall in the query, which serveAdminApi does not see), the rest served by it. */
function serveCalendar(): string[] {
  serveAdminApi({
    'GET /api/admin/halls': list([
      { id: 5, name: 'Камерный зал', place_id: 2 },
      { id: 6, name: 'Большой зал', place_id: 2 },
    ]),
    'GET /api/admin/places': list([{ id: 2, name: 'Культурный центр «Меридиан»' }]),
  });
  const asked: string[] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname !== '/api/admin/rentals-calendar') return inner(input, init);
    asked.push(`${url.pathname}${url.search}`);
    const month = url.searchParams.get('month') ?? '';
    const hall = Number(url.searchParams.get('hall_id')) || null;
    const items = CONFIRMED.filter((rental) => rental.day.startsWith(month) && (hall === null || rental.hall_id === hall));
    return new Response(JSON.stringify({ status: 200, data: { month, items } }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return asked;
}

function renderCalendar() {
  render(
    <AdminContext dataProvider={withRentalCalls(createDataProvider())} i18nProvider={i18nProvider}>
      <RentalCalendar today={new Date(2026, 11, 10)} />
    </AdminContext>,
  );
}

const cellOf = (day: number) => screen.getByText(String(day), { selector: 'time' }).closest('td') as HTMLElement;
const linksOf = (day: number) =>
  within(cellOf(day))
    .queryAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('the rentals calendar', { timeout: 20_000 }, () => {
  test("this month's confirmed rentals by day, in order of their hours, each a link to its request", async () => {
    const asked = serveCalendar();
    renderCalendar();
    expect(screen.getByRole('heading', { name: 'Декабрь 2026' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Декабрь 2026' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
    expect(await screen.findByText('3 подтверждённые аренды')).toBeTruthy();
    expect(linksOf(12)).toEqual([
      '10:00–14:00 Камерный зал · Культурный центр «Меридиан»',
      '18:00–21:00 Большой зал · Культурный центр «Меридиан»',
    ]);
    expect(linksOf(5)).toEqual(['09:00–12:00 Большой зал · Культурный центр «Меридиан»']);
    expect(linksOf(13)).toEqual([]);
    expect(within(cellOf(12)).getAllByRole('link')[0]?.getAttribute('href')).toMatch(/\/rentals\/3$/);
    // 1 December 2026 is a Tuesday: Monday's cell of the first week is empty.
    const firstWeek = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(firstWeek).getAllByRole('cell')[1]?.textContent).toBe('1');
    expect(within(firstWeek).getAllByRole('cell')[0]?.textContent).toBe('');
    expect(cellOf(10).getAttribute('aria-current')).toBe('date');
    expect(asked).toEqual(['/api/admin/rentals-calendar?month=2026-12']);
  });

  test('the next and previous months, over the year', async () => {
    const asked = serveCalendar();
    renderCalendar();
    await screen.findByText('3 подтверждённые аренды');
    fireEvent.click(screen.getByRole('button', { name: 'Следующий месяц' }));
    expect(await screen.findByRole('heading', { name: 'Январь 2027' })).toBeTruthy();
    expect(await screen.findByText('1 подтверждённая аренда')).toBeTruthy();
    expect(linksOf(15)).toEqual(['12:00–16:00 Камерный зал · Культурный центр «Меридиан»']);
    fireEvent.click(screen.getByRole('button', { name: 'Предыдущий месяц' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Предыдущий месяц' }));
    expect(await screen.findByRole('heading', { name: 'Ноябрь 2026' })).toBeTruthy();
    expect(await screen.findByText('Подтверждённых аренд в этом месяце нет')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Текущий месяц' }));
    expect(await screen.findByRole('heading', { name: 'Декабрь 2026' })).toBeTruthy();
    expect(asked).toContain('/api/admin/rentals-calendar?month=2027-01');
    expect(asked).toContain('/api/admin/rentals-calendar?month=2026-11');
  });

  test("one hall's rentals", async () => {
    const asked = serveCalendar();
    renderCalendar();
    await screen.findByText('3 подтверждённые аренды');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Зал' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Большой зал · Культурный центр «Меридиан»' }));
    expect(await screen.findByText('2 подтверждённые аренды')).toBeTruthy();
    expect(linksOf(12)).toEqual(['18:00–21:00 Большой зал · Культурный центр «Меридиан»']);
    expect(asked).toContain('/api/admin/rentals-calendar?month=2026-12&hall_id=6');
  });
});
