import type { NotificationInput } from './types';

/**
 * A notification that survives the full page load of a move to another area (login success goes
 * to the main page): kept in sessionStorage and shown once by the next NotificationsProvider.
 * Areas on other subdomains of a real domain do not share sessionStorage; there it is lost.
 */
export const FLASH_KEY = 'flash_notification';

export function saveFlash(input: NotificationInput, storage: Storage | null = safeSession()): void {
  try {
    storage?.setItem(FLASH_KEY, JSON.stringify({ type: input.type, text: input.text, time: input.time }));
  } catch {
    // storage full or disabled: the notification is simply not carried over
  }
}

export function takeFlash(storage: Storage | null = safeSession()): NotificationInput | null {
  try {
    const raw = storage?.getItem(FLASH_KEY);
    if (!raw) return null;
    storage?.removeItem(FLASH_KEY);
    const value = JSON.parse(raw) as Partial<NotificationInput>;
    return typeof value.text === 'string' ? { text: value.text, type: value.type, time: value.time } : null;
  } catch {
    return null;
  }
}

function safeSession(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
