import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '../shared/api';
import { HostProvider } from './AreaContext';
import { createAreaRouter } from './router';
import { NotificationsProvider } from '../features/notifications/NotificationsProvider';
import type { HostContext } from '../routes/href';
import { getRoute } from '../routes/registry';

/** The admin area is react-admin with its own router, loaded as its own chunk. */
const AdminRoot = lazy(() => getRoute('admin').page!());

function AreaApp({ host }: { host: HostContext }) {
  const [router] = useState(() => createAreaRouter(host));
  return <RouterProvider router={router} />;
}

export function App({ host }: { host: HostContext }) {
  return (
    <QueryClientProvider client={queryClient}>
      <HostProvider value={host}>
        <NotificationsProvider>
          {host.area === 'admin' ? (
            <Suspense fallback={null}>
              <AdminRoot />
            </Suspense>
          ) : (
            <AreaApp host={host} />
          )}
        </NotificationsProvider>
      </HostProvider>
    </QueryClientProvider>
  );
}
