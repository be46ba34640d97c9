import { api, type ApiClient } from '../../shared/api';
import type { SessionState, User } from './types';

/** What route guards need of the user (the full User of ./types satisfies it). */
export interface SessionUser {
  id: number;
  first_name?: string | null;
  last_name?: string | null;
  roles?: { code: string }[];
}

/** The user is reloaded at most every 10 minutes (spec section 4). */
export const SESSION_REFRESH_MS = 10 * 60 * 1000;

function isUser(value: unknown): value is User {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';
}

/**
 * The session of spec section 4: unknown -> authenticated (user loaded) | guest.
 * /api/auth/me is asked at most every 10 minutes; concurrent loads share one request.
 * Subscribers (the header, account pages) are told of every change.
 */
export function createSessionStore(client: ApiClient, now: () => number = Date.now) {
  let state: SessionState = { status: 'unknown', user: null };
  let loadedAt: number | null = null;
  let pending: Promise<User | null> | null = null;
  const listeners = new Set<() => void>();

  function set(next: SessionState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  async function fetchUser(): Promise<User | null> {
    const response = await client.get<User>('/api/auth/me', { retry: 0 });
    const user = response.error === null && isUser(response.data) ? response.data : null;
    // A network failure (status 0) leaves a known state as it was; 401 and bad answers mean guest.
    if (response.status === 0 && state.status !== 'unknown') return state.user;
    loadedAt = now();
    set(user ? { status: 'authenticated', user } : { status: 'guest', user: null });
    return user;
  }

  return {
    /** The current user, or null for a guest; served from cache for 10 minutes. */
    load(force = false): Promise<User | null> {
      if (!force && loadedAt !== null && now() - loadedAt < SESSION_REFRESH_MS) return Promise.resolve(state.user);
      pending ??= fetchUser().finally(() => {
        pending = null;
      });
      return pending;
    },
    /** Reload the user now (after a profile edit or a photo upload). */
    reload(): Promise<User | null> {
      loadedAt = null;
      return this.load(true);
    },
    /** Forget when the user was loaded, so the next load asks the server (after login). */
    clear(): void {
      loadedAt = null;
    },
    /** Logged out or deleted: the cache is cleared and the session is a guest's. */
    reset(): void {
      loadedAt = null;
      set({ status: 'guest', user: null });
    },
    /** Use a user the server just answered (login, register, edit) and remember the time. */
    setUser(user: User): void {
      loadedAt = now();
      set({ status: 'authenticated', user });
    },
    getState(): SessionState {
      return state;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const session: SessionStore = createSessionStore(api);
