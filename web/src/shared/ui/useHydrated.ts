import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * False while the page is drawn on the server and while the browser takes that markup over, true
 * after (and at once in a page the browser draws from nothing). What only the browser knows (its
 * storage, its screen width) waits for it, so the first render matches the server's markup
 * (decision 0034).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
