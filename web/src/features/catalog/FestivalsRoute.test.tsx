import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation, useRouteError } from 'react-router';
import { HostProvider } from '../../app/AreaContext';
import { NotificationsProvider } from '../notifications';
import { fakeFetch, hostOf } from '../../test/renderWithShell';
import type { PlatformError } from '../../shared/errors/platformError';
import { FestivalsRoute } from './FestivalsRoute';
import { cartEvent, filterDefinitions } from '../../test/eventFixtures';
import type { ListAnswer } from '../../shared/events/types';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function Failure() {
  const error = useRouteError() as PlatformError;
  return <p role="alert">{`${error.statusCode} ${error.statusMessage}`}</p>;
}

/** Serves the filters and a list of `total` events by pages; records the list queries. */
function serve(total: number) {
  const lists: URLSearchParams[] = [];
  const fake = fakeFetch({
    'GET /api/event/filters': { status: 200, body: { status: 200, data: { filters: filterDefinitions() } } },
  });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/event/list') return fake.fetch(input, init);
    lists.push(url.searchParams);
    const page = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('per_page'));
    const count = Math.max(0, Math.min(perPage, total - (page - 1) * perPage));
    const data: ListAnswer = {
      items: Array.from({ length: count }, (_, i) =>
        cartEvent({
          event_id: (page - 1) * perPage + i + 1,
          code: `e${(page - 1) * perPage + i + 1}`,
          name: `Фестиваль №${(page - 1) * perPage + i + 1}`,
        }),
      ),
      total,
      page,
      per_page: perPage,
    };
    return new Response(JSON.stringify({ status: 200, data }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', fetch);
  return { lists };
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/festivals/*',
        errorElement: <Failure />,
        element: (
          <>
            <FestivalsRoute />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HostProvider value={hostOf('events')}>
        <NotificationsProvider>
          <RouterProvider router={router} />
        </NotificationsProvider>
      </HostProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the festival list route', () => {
  test('entries out of canonical order move to the canonical path, keeping the query', async () => {
    serve(3);
    renderAt('/festivals/u-morya/gorod-moskva/tvorchestvo-vokalnoe/?domain=events&sort=price');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('location').textContent).toBe(
      '/festivals/tvorchestvo-vokalnoe/gorod-moskva/u-morya/?domain=events&sort=price',
    );
  });

  test('an unknown entry is the 404 of a page failing validation', async () => {
    serve(3);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/festivals/gorod-atlantida/?domain=events');
    expect((await screen.findByRole('alert')).textContent).toBe('404 Page Not Found: /festivals/gorod-atlantida/');
  });

  test('count, chips, the list query and "Показать ещё" appending the next page', async () => {
    const server = serve(13);
    renderAt('/festivals/gorod-moskva/goryashie/?domain=events&search=%D1%85%D0%BE%D1%80');
    expect((await screen.findByTestId('festivals-count')).textContent).toBe('Найдено 13 мероприятий');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Конкурсы и фестивали: Москва, горящие');
    const chips = within(screen.getByRole('list', { name: 'Выбранные фильтры' })).getAllByRole('link');
    expect(chips.map((c) => c.getAttribute('aria-label') ?? c.textContent)).toEqual([
      'Убрать фильтр: «хор»',
      'Убрать фильтр: Москва',
      'Убрать фильтр: Горящие',
      'Сбросить все',
    ]);
    expect(chips[1]!.getAttribute('href')).toBe('/festivals/goryashie/?domain=events&search=%D1%85%D0%BE%D1%80');
    const first = server.lists[0]!;
    expect(Object.fromEntries([...first.entries()].filter(([k]) => k !== '_t'))).toEqual({
      search: 'хор',
      city: 'moskva',
      tags: 'goryashie',
      sort: 'date',
      per_page: '12',
      page: '1',
    });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText('Показано 13 из 13')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(13);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    expect(server.lists.map((q) => q.get('page'))).toEqual(['1', '2']);
  });

  test('nothing found: a way out to every festival', async () => {
    serve(0);
    renderAt('/festivals/tvorchestvo-vokalnoe/?domain=events');
    expect(await screen.findByRole('heading', { level: 2, name: 'По этим фильтрам фестивалей нет' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Смотреть все фестивали' }).getAttribute('href')).toBe('/festivals/?domain=events');
  });
});
