/** Cookie consent (spec section 4): shown while localStorage has no `accept_cookie`. */
export const COOKIE_KEY = 'accept_cookie';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function isCookieAccepted(storage: KeyValueStorage | null = defaultStorage()): boolean {
  try {
    return storage?.getItem(COOKIE_KEY) != null;
  } catch {
    return false;
  }
}

/** Stores the time of consent in milliseconds. */
export function acceptCookies(now: number = Date.now(), storage: KeyValueStorage | null = defaultStorage()): void {
  try {
    storage?.setItem(COOKIE_KEY, String(now));
  } catch {
    // Storage unavailable (private mode): the banner hides for this page view only.
  }
}
