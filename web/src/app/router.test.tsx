import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { NotificationsProvider } from '../features/notifications/NotificationsProvider';
import type { HostContext } from '../routes/href';
import { HostProvider } from './AreaContext';
import { areaRouteObjects } from './router';

/** Lazy pages are transformed on first import: allow for a slow first load. */
const SLOW = { timeout: 5000 };

const host = (area: HostContext['area']): HostContext => ({
  protocol: 'http:',
  hostname: 'localhost',
  port: '',
  search: `?domain=${area}`,
  baseDomain: 'localhost',
  area,
});

function renderAt(area: HostContext['area'], path: string) {
  const router = createMemoryRouter(areaRouteObjects(host(area)), { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HostProvider value={host(area)}>
        <NotificationsProvider>
          <RouterProvider router={router} />
        </NotificationsProvider>
      </HostProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('area router', () => {
  test('the home page of an area renders with its title', async () => {
    renderAt('bravo', '/?domain=bravo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Театр-студия «Браво»' }, SLOW)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Театр-студия «Браво» — вокал, танцы, цирк, музыка и театр для детей и взрослых'));
  });

  test('an unmatched path is a 404 "Page not found"', async () => {
    renderAt('events', '/net/takoy/stranicy/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' }, SLOW)).toBeTruthy();
    expect(screen.getByText('Page not found')).toBeTruthy();
  });

  test('a path without its trailing slash is replaced by the canonical one', async () => {
    const router = renderAt('main', '/karta?domain=main');
    await waitFor(() => expect(router.state.location.pathname).toBe('/karta/'));
    expect(router.state.location.search).toBe('?domain=main');
  });

  test('a parameter failing the slug check is "Page Not Found: {path}"', async () => {
    renderAt('events', '/festival/Bad%20Code!/');
    expect(await screen.findByText('Page Not Found: /festival/Bad%20Code!/', {}, SLOW)).toBeTruthy();
  });

  test('route validation failing is "Page Not Found: {path}"', async () => {
    renderAt('events', '/festivals/gorod-moskva/gorod-moskva/');
    expect(await screen.findByText('Page Not Found: /festivals/gorod-moskva/gorod-moskva/', {}, SLOW)).toBeTruthy();
  });
});
