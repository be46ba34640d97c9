import type { ReactNode } from 'react';
import { useHydrated } from '../useHydrated';

/**
 * A form's submit button. On a page the server drew it stays disabled until the app has taken
 * the page over (decision 0035): the browser would otherwise send the form itself, as a GET with
 * every named field (a password too) in the address, and a disabled default button also stops
 * the Enter key from doing so. `busy` disables it while the form is being sent.
 */
export function SubmitButton({ className, busy = false, children }: { className: string; busy?: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={className} disabled={busy || !hydrated}>
      {children}
    </button>
  );
}
