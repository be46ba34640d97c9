import { preloadPageScripts } from './app/pageScripts';
import { loadPageWithReload } from './features/app-update/chunkReload';

/**
 * The site's first script, the only one a page names (decision 0035). A page the server drew is
 * whole without scripts: its text, styles, fonts and first pictures take the phone's connection
 * first, and the app (about 140 KB gzip) is asked for only after the page has loaded and painted,
 * then takes the markup over (main.tsx). A page that came without markup (the admin area, an
 * address the renderer could not draw) starts the app at once.
 */

let started = false;

function start(): void {
  if (started) return;
  started = true;
  preloadPageScripts();
  void loadPageWithReload(() => import('./main'));
}

/**
 * After the load event and the next frame: the callback of the second animation frame runs once
 * the first has been drawn. A tab opened in the background draws no frames: there the load event
 * is enough.
 */
function afterLoadAndPaint(run: () => void): void {
  const next = () => (document.hidden ? window.setTimeout(run) : window.requestAnimationFrame(() => window.requestAnimationFrame(run)));
  if (document.readyState === 'complete') next();
  else window.addEventListener('load', next, { once: true });
}

if (document.getElementById('root')?.firstElementChild) {
  afterLoadAndPaint(start);
  // A visitor who reaches for the page before it has loaded gets the app at once.
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    document.addEventListener(type, start, { once: true, capture: true, passive: true });
} else {
  start();
}
