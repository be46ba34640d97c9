import { api, type ApiClient } from '../../shared/api';

/** The signed-in user as /api/auth/me returns it (spec section 3, the fields the shell needs). */
export interface SessionUser {
  id: number;
  first_name?: string | null;
  last_name?: string | null;
  roles?: { code: string }[];
}

/** The user is reloaded at most every 10 minutes (spec section 4). */
export const SESSION_REFRESH_MS = 10 * 60 * 1000;

export function createSessionStore(client: ApiClient, now: () => number = Date.now) {
  let cached: { user: SessionUser | null; at: number } | null = null;
  let pending: Promise<SessionUser | null> | null = null;

  async function fetchUser(): Promise<SessionUser | null> {
    const response = await client.get<SessionUser>('/api/auth/me', { retry: 0 });
    const user = response.error === null && response.data && typeof response.data.id === 'number' ? response.data : null;
    cached = { user, at: now() };
    return user;
  }

  return {
    /** The current user, or null for a guest; served from cache for 10 minutes. */
    load(force = false): Promise<SessionUser | null> {
      if (!force && cached && now() - cached.at < SESSION_REFRESH_MS) return Promise.resolve(cached.user);
      pending ??= fetchUser().finally(() => {
        pending = null;
      });
      return pending;
    },
    /** Forget the cached user (after login, logout or profile changes). */
    clear(): void {
      cached = null;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const session: SessionStore = createSessionStore(api);
