import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient as appQueryClient } from '../shared/api';
import { HostProvider } from './AreaContext';
import { createAreaRouter } from './router';
import { NotificationsProvider } from '../features/notifications/NotificationsProvider';
import type { HostContext } from '../routes/href';
import { getRoute } from '../routes/registry';

/** The admin area is react-admin with its own router, loaded as its own chunk. */
const AdminRoot = lazy(() => getRoute('admin').page!());

/** What every page runs inside, in the browser and on the server: the query cache, the host, notifications. */
export function AppProviders({
  host,
  queryClient = appQueryClient,
  children,
}: {
  host: HostContext;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <HostProvider value={host}>
        <NotificationsProvider>{children}</NotificationsProvider>
      </HostProvider>
    </QueryClientProvider>
  );
}

function AreaApp({ host }: { host: HostContext }) {
  const [router] = useState(() => createAreaRouter(host));
  return <RouterProvider router={router} />;
}

/** The app rendered in the browser from nothing (no server markup to take over). */
export function App({ host }: { host: HostContext }) {
  return (
    <AppProviders host={host}>
      {host.area === 'admin' ? (
        <Suspense fallback={null}>
          <AdminRoot />
        </Suspense>
      ) : (
        <AreaApp host={host} />
      )}
    </AppProviders>
  );
}
