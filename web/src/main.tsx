import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './shared/ui/global.css';
import { App, AppProviders } from './app/App';
import { bootstrap } from './app/bootstrap';
import { hydratePageData, readPageData, type PageData } from './app/pageData';
import { replayEarlyClick, stopRememberingClicks } from './app/earlyClicks';
import { replayTypedInput } from './app/replayTypedInput';
import { setTakingOver } from './shared/ui/useHydrated';
import { createHydratingRouter, type RouteHandle } from './app/router';
import { session } from './features/session';
import { skipsSessionCheck } from './features/session/sessionCheck';
import { installPreloadErrorHandler } from './features/app-update/chunkReload';
import { queryClient } from './shared/api';

const host = bootstrap();
installPreloadErrorHandler();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const pageData = host.area === 'admin' ? null : readPageData();

/** Lets the browser run what waits (a tap, a frame) before the next step of the start. */
const yieldToBrowser = () => new Promise<void>((resolve) => window.setTimeout(resolve));

/**
 * Once the page is taken over: what the visitor typed and the button tapped meanwhile reach the
 * app, and the session is asked for, as a navigation's loader would (the server's page was drawn
 * as a guest's; its loaders do not run again in the browser).
 */
function AfterTakeOver({ root, routeName }: { root: HTMLElement; routeName: string | undefined }) {
  useEffect(() => {
    setTakingOver(false);
    replayTypedInput(root);
    replayEarlyClick();
    if (routeName && !skipsSessionCheck(routeName, window.location.pathname)) void session.load();
    // Said on the page: the browser journeys wait for it before testing what only the app does.
    document.documentElement.dataset['hydrated'] = '';
  }, [root, routeName]);
  return null;
}

async function takeOver(root: HTMLElement, data: PageData): Promise<void> {
  // The steps run as tasks of their own: on a mid-range phone each takes tens of milliseconds,
  // and one task of them all would keep a tap waiting (Lighthouse's total blocking time).
  await yieldToBrowser();
  hydratePageData(queryClient, data);
  await yieldToBrowser();
  const router = await createHydratingRouter(host, data.router);
  const routeName = (router.state.matches.at(-1)?.route.handle as RouteHandle | undefined)?.route.name;
  await yieldToBrowser();
  // In a transition, React takes the page over in slices of a few milliseconds and lets the
  // browser answer taps between them; as an ordinary update it is one long task.
  setTakingOver(true);
  stopRememberingClicks();
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProviders host={host}>
          <RouterProvider router={router} />
          <AfterTakeOver root={root} routeName={routeName} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

if (pageData && root.firstElementChild) {
  // The server sent the page drawn (decision 0034): the app takes that markup over with the same
  // data, once the page's own module is here, so the first render matches it and asks nothing.
  void takeOver(root, pageData);
} else {
  createRoot(root).render(
    <StrictMode>
      <App host={host} />
    </StrictMode>,
  );
}
