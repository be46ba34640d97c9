/**
 * The resend timer of spec section 4: counts down 60 seconds, persisted in local storage (so a
 * reload does not re-enable the 'new password' request early), re-enables resend at 0.
 * Stored value: the time (ms since epoch) when resending is allowed again.
 */
export const RESEND_SECONDS = 60;
export const RESEND_STORAGE_KEY = 'login_resend_until';

export interface TimerStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function safeStorage(): TimerStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A timer persisted under `key`: the login screen's by default; the account settings keep one per
 * contact change (`contact_resend_until_email`, `contact_resend_until_phone`).
 */
export function createResendTimer(
  storage: TimerStorage | null = safeStorage(),
  now: () => number = Date.now,
  key: string = RESEND_STORAGE_KEY,
) {
  return {
    /** Whole seconds left before resending is allowed (0 = allowed). */
    secondsLeft(): number {
      const until = Number(storage?.getItem(key) ?? 0);
      if (!Number.isFinite(until) || until <= 0) return 0;
      const left = Math.ceil((until - now()) / 1000);
      if (left <= 0) {
        storage?.removeItem(key);
        return 0;
      }
      return Math.min(left, 3600);
    },
    /** Starts the countdown (60 s, or the seconds the server asked to wait). */
    start(seconds: number = RESEND_SECONDS): void {
      storage?.setItem(key, String(now() + Math.max(0, seconds) * 1000));
    },
  };
}

export type ResendTimer = ReturnType<typeof createResendTimer>;

/** Seconds of a Retry-After header (a 429 answer), if any. */
export function retryAfterSeconds(headers: Headers): number | null {
  const value = Number(headers.get('Retry-After'));
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}
