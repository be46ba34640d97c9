import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './shared/ui/global.css';
import { App, AppProviders } from './app/App';
import { bootstrap } from './app/bootstrap';
import { hydratePageData, readPageData } from './app/pageData';
import { createHydratingRouter } from './app/router';
import { installPreloadErrorHandler } from './features/app-update/chunkReload';
import { queryClient } from './shared/api';

const host = bootstrap();
installPreloadErrorHandler();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const pageData = host.area === 'admin' ? null : readPageData();

if (pageData && root.firstElementChild) {
  // The server sent the page drawn (decision 0034): the app takes that markup over with the same
  // data, once the page's own module is here, so the first render matches it and asks nothing.
  // In a transition, React takes the page over in slices of a few milliseconds and lets the
  // browser answer taps between them; as an ordinary update it is one long task (on a mid-range
  // phone a third of a second: Lighthouse's total blocking time).
  hydratePageData(queryClient, pageData);
  void createHydratingRouter(host, pageData.router).then((router) =>
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <AppProviders host={host}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      );
    }),
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App host={host} />
    </StrictMode>,
  );
}
