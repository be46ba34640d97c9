import { useEffect, useState } from 'react';
import { isOpen, msUntil } from './accountRules';

/** Longest wait setTimeout takes (about 24.8 days); the windows last minutes. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Whether a session window (an ISO UTC end time) is open now; re-renders when it closes, so a
 * form left open past the end asks for the password again.
 */
export function useWindowOpen(until: string | null | undefined): boolean {
  const [open, setOpen] = useState(() => isOpen(until));
  useEffect(() => {
    setOpen(isOpen(until));
    const left = msUntil(until);
    if (left <= 0) return undefined;
    const id = window.setTimeout(() => setOpen(isOpen(until)), Math.min(left + 50, MAX_TIMEOUT_MS));
    return () => window.clearTimeout(id);
  }, [until]);
  return open;
}
