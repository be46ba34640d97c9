import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { HostProvider } from './AreaContext';
import { createAreaRouter } from './router';
import { NotificationsProvider } from '../features/notifications/NotificationsProvider';
import type { HostContext } from '../routes/href';

export function App({ host }: { host: HostContext }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }));
  const [router] = useState(() => createAreaRouter(host));
  return (
    <QueryClientProvider client={queryClient}>
      <HostProvider value={host}>
        <NotificationsProvider>
          <RouterProvider router={router} />
        </NotificationsProvider>
      </HostProvider>
    </QueryClientProvider>
  );
}
