import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { HostProvider } from '../app/AreaContext';
import type { AreaCode } from '../app/areas';
import { NotificationsProvider } from '../features/notifications';
import { hostOf } from './renderWithShell';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a catalogue component with a fresh query cache, and shows the router's location. */
export function renderCatalog(ui: ReactElement, { area = 'events', path = '/' }: { area?: AreaCode; path?: string } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <HostProvider value={hostOf(area)}>
        <NotificationsProvider>
          <RouterProvider router={router} />
        </NotificationsProvider>
      </HostProvider>
    </QueryClientProvider>,
  );
}
