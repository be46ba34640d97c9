/**
 * A tap on a button of a server-drawn page before the app has taken it over does nothing: the
 * button's handler is the app's. Boot remembers the last button tapped meanwhile, and once the
 * app has taken the page over it is clicked again (decision 0035). Hydration keeps the page's
 * elements, so the remembered one is the button the app now handles. Links need none of this:
 * the browser follows them.
 */
let pending: HTMLButtonElement | null = null;

function remember(event: Event): void {
  const target = event.target instanceof Element ? event.target.closest('button') : null;
  if (target) pending = target;
}

export function rememberEarlyClicks(doc: Document = document): void {
  doc.addEventListener('click', remember, true);
}

/**
 * From `hydrateRoot` on, React answers taps itself: it replays those made while it hydrates, so
 * a button remembered after that would be clicked twice.
 */
export function stopRememberingClicks(doc: Document = document): void {
  doc.removeEventListener('click', remember, true);
}

export function replayEarlyClick(): void {
  const button = pending;
  pending = null;
  if (button?.isConnected && !button.disabled) button.click();
}
