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

export function createResendTimer(storage: TimerStorage | null = safeStorage(), now: () => number = Date.now) {
  return {
    /** Whole seconds left before resending is allowed (0 = allowed). */
    secondsLeft(): number {
      const until = Number(storage?.getItem(RESEND_STORAGE_KEY) ?? 0);
      if (!Number.isFinite(until) || until <= 0) return 0;
      const left = Math.ceil((until - now()) / 1000);
      if (left <= 0) {
        storage?.removeItem(RESEND_STORAGE_KEY);
        return 0;
      }
      return Math.min(left, 3600);
    },
    /** Starts the countdown (60 s, or the seconds the server asked to wait). */
    start(seconds: number = RESEND_SECONDS): void {
      storage?.setItem(RESEND_STORAGE_KEY, String(now() + Math.max(0, seconds) * 1000));
    },
  };
}

export type ResendTimer = ReturnType<typeof createResendTimer>;
