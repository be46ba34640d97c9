import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AccessContext } from '../AccessContext';
import { createDataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { serveAdminApi, type AdminRoute } from '../../test/adminApi';
import { AdminSearch } from './AdminSearch';
import { searchGroups } from './groups';

const list =
  (rows: unknown[], total = rows.length): AdminRoute =>
  () => ({ status: 200, body: rows, total });

function renderSearch(sections: string[]) {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={createDataProvider()} i18nProvider={i18nProvider}>
        <AccessContext.Provider value={{ sections, roles: [] }}>
          <AdminSearch />
        </AccessContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the admin search', () => {
  test('asks only the lists the roles open', () => {
    expect(searchGroups(['content', 'seo', 'search']).map((g) => g.resource)).toEqual(['pages', 'seo']);
    expect(searchGroups(['orders', 'requests', 'search']).map((g) => g.resource)).toEqual(['orders', 'requests']);
  });

  test("finds by each list's own q filter and links every match to its screen", async () => {
    const sent = serveAdminApi({
      'GET /api/admin/pages': list([{ id: 20, area: 'main', path: '/finansirovanie/', title: 'Финансирование' }]),
      'GET /api/admin/seo': list([], 0),
      'GET /api/admin/orders': list(
        [
          {
            id: 4,
            number: '2026-00004',
            status_title: 'Новый',
            user: { first_name: 'Ольга', last_name: 'Финн', email: 'olga@example.ru' },
          },
        ],
        7,
      ),
    });
    renderSearch(['content', 'seo', 'orders', 'search']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Что найти' }), { target: { value: 'Фин' } });

    const pages = await screen.findByRole('region', { name: 'Страницы (1)' });
    expect(
      within(pages)
        .getByRole('link', { name: /Финансирование/ })
        .getAttribute('href'),
    ).toBe('/pages/20');
    const orders = await screen.findByRole('region', { name: 'Заказы (7)' });
    expect(
      within(orders)
        .getByRole('link', { name: /Заказ № 2026-00004/ })
        .getAttribute('href'),
    ).toBe('/orders/4/show');
    // More than shown: a link to the whole list with the same filter.
    expect(within(orders).getByRole('link', { name: 'Все результаты: 7' }).getAttribute('href')).toBe(
      `/orders?filter=${encodeURIComponent('{"q":"Фин"}')}`,
    );
    expect(within(await screen.findByRole('region', { name: 'SEO' })).getByText('Ничего не найдено')).toBeTruthy();
    // One call per list, with the text as its q filter; nothing asked of the lists not granted.
    const asked = sent.filter((call) => call.method === 'GET').map((call) => call.path);
    expect(asked.sort()).toEqual(['/api/admin/orders', '/api/admin/pages', '/api/admin/seo']);
  });

  test('one letter asks nothing; a text over the limit is refused under the box', async () => {
    const sent = serveAdminApi({});
    renderSearch(['content', 'search']);
    const box = screen.getByRole('searchbox', { name: 'Что найти' });
    fireEvent.change(box, { target: { value: 'Ф' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sent).toEqual([]);
    fireEvent.change(box, { target: { value: 'я'.repeat(1024 * 1024) } });
    expect(await screen.findByText('Не должно превышать 200 символов')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sent).toEqual([]);
  });
});
