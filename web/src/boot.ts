import { rememberEarlyClicks } from './app/earlyClicks';
import { pageScripts, preloadScript } from './app/pageScripts';
import { loadPageWithReload } from './features/app-update/chunkReload';

/**
 * The site's first script, the only one a page names (decision 0035). A page the server drew is
 * whole without scripts: its text, styles, fonts and first pictures take the phone's connection
 * first, and the app (about 140 KB gzip) is asked for only after the page has loaded and painted,
 * then takes the markup over (main.tsx). A page that came without markup (the admin area, an
 * address the renderer could not draw) starts the app at once.
 */

let started = false;

/** The libraries, then the app, each evaluated in a task of its own. */
async function loadApp(): Promise<unknown> {
  await import('./app/libraries');
  await new Promise((resolve) => window.setTimeout(resolve));
  return import('./main');
}

function start(): void {
  if (started) return;
  started = true;
  void loadPageWithReload(loadApp);
  // Each in a task of its own: a modulepreload link costs a few milliseconds on a phone, and
  // together they made one long task.
  for (const href of pageScripts()) window.setTimeout(() => preloadScript(href));
}

/** Longest wait for the first paint after the load event (a browser that never reports it). */
const PAINT_WAIT_MS = 3000;

const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;

/**
 * After the load event and the page's first contentful paint as the browser reports it (the
 * frame on the screen, not just drawn: a frame can take a second to show). A tab opened in the
 * background paints nothing: there the load event is enough. Each step runs as a task of its own.
 */
function afterLoadAndPaint(run: () => void): void {
  const later = () => window.setTimeout(run);
  const whenPainted = () => {
    if (document.hidden || painted() || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      later();
      return;
    }
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      later();
    });
    observer.observe({ type: 'paint' });
    window.setTimeout(run, PAINT_WAIT_MS);
  };
  if (document.readyState === 'complete') whenPainted();
  else window.addEventListener('load', whenPainted, { once: true });
}

if (document.getElementById('root')?.firstElementChild) {
  rememberEarlyClicks();
  afterLoadAndPaint(start);
  // A visitor who reaches for the page before it has loaded gets the app at once.
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    document.addEventListener(type, start, { once: true, capture: true, passive: true });
} else {
  start();
}
