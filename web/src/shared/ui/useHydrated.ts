import { startTransition, useEffect, useState } from 'react';

/** Set by main.tsx while the app takes a server-drawn page over (decision 0034). */
let takingOver = false;

export function setTakingOver(value: boolean): void {
  takingOver = value;
}

/**
 * False while the page is drawn on the server and while the browser takes that markup over, true
 * after (and at once in a page the browser draws from nothing). What only the browser knows (its
 * storage, its screen width) waits for it, so the first render matches the server's markup
 * (decision 0034). The change after a take-over is a transition: React draws it in slices, not
 * in one task with the rest of the start (decision 0035).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !takingOver);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
