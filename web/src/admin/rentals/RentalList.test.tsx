import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { serveAdminApi, type AdminRoute } from '../../test/adminApi';
import { listRoute as list, recordUrls, renderResource } from '../../test/adminList';
import { withRentalCalls } from './calls';
import { RentalList } from './RentalList';
import { adminRental } from './testRecord';

const BASE: Record<string, AdminRoute> = {
  'GET /api/admin/halls': list([
    { id: 5, name: 'Камерный зал', place_id: 2 },
    { id: 6, name: 'Большой зал', place_id: 2 },
  ]),
  'GET /api/admin/places': list([{ id: 2, name: 'Культурный центр «Меридиан»' }]),
};

function renderList() {
  renderResource(withRentalCalls(createDataProvider()), 'rentals', <RentalList />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the rentals list', { timeout: 20_000 }, () => {
  test('a row shows the status, the hall and venue, the day and hours, the applicant and the price in rubles', async () => {
    const sent = serveAdminApi({
      ...BASE,
      'GET /api/admin/rentals': list([
        adminRental(),
        adminRental({
          id: 2,
          status: 'confirmed',
          organization: null,
          name: 'Пётр Ильин',
          price: 120000,
          day: '2027-01-03',
          start_hour: 9,
          end_hour: 21,
        }),
      ]),
    });
    renderList();
    const row = (await screen.findByText('Хор «Созвучие»')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Новая').closest('.MuiChip-root')).toBeTruthy();
    expect(within(row).getByText('Камерный зал')).toBeTruthy();
    expect(within(row).getByText(/Культурный центр «Меридиан»/)).toBeTruthy();
    expect(within(row).getByText('12 декабря 2026, 10:00–14:00')).toBeTruthy();
    expect(within(row).getByText('26 000 ₽')).toBeTruthy();
    expect(within(row).getByText('Ирина Соколова, +79161234567, irina@example.ru')).toBeTruthy();
    expect(within(row).getByText('Отчётный концерт хора')).toBeTruthy();
    expect(within(row).getByText('Гостей: 80')).toBeTruthy();
    expect(within(row).getByText('24.11.2026', { exact: false })).toBeTruthy();

    const other = (await screen.findByText('Пётр Ильин')).closest('tr') as HTMLElement;
    expect(within(other).getByText('Подтверждена')).toBeTruthy();
    expect(within(other).getByText('3 января 2027, 09:00–21:00')).toBeTruthy();
    expect(within(other).getByText('120 000 ₽')).toBeTruthy();

    // Newest first; the calendar is a button away.
    expect(sent.some((call) => call.path === '/api/admin/rentals')).toBe(true);
    expect(screen.getByRole('link', { name: 'Календарь аренды' }).getAttribute('href')).toContain('/rentals-calendar');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '№',
      'Статус',
      'Зал и площадка',
      'Когда',
      'Арендатор',
      'Что планируется',
      'Стоимость',
    ]);
  });

  test('the filters: status, hall by its venue, days and search are offered', async () => {
    serveAdminApi({ ...BASE, 'GET /api/admin/rentals': list([adminRental()]) });
    const urls = recordUrls();
    renderList();
    await screen.findByText('Хор «Созвучие»');
    expect(screen.getByRole('combobox', { name: 'Статус' })).toBeTruthy();
    expect(screen.getByLabelText('С даты')).toBeTruthy();
    expect(screen.getByLabelText('По дату')).toBeTruthy();
    // Two venues may each have a «Большой зал»: a hall is chosen with its venue.
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Зал' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Камерный зал · Культурный центр «Меридиан»' }));
    await waitFor(() => expect(urls.some((url) => url.startsWith('/api/admin/rentals?') && url.includes('"hall_id":5'))).toBe(true));
  });
});
