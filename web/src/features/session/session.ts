import { hashKey, type QueryClient } from '@tanstack/react-query';
import { api, queryClient as appQueryClient, type ApiClient } from '../../shared/api';
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

/** The query key of `/api/auth/me`: the user, or null for a guest. */
export const sessionKey = ['session', 'me'] as const;

function isUser(value: unknown): value is User {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';
}

/** A network failure: the known state stays as it was (TanStack Query keeps the old data). */
class SessionUnreachable extends Error {
  constructor() {
    super('Сервер недоступен');
    this.name = 'SessionUnreachable';
  }
}

/** `/api/auth/me` as the query function: the user, null on 401 or a bad answer; throws when unreachable. */
async function fetchUser(client: ApiClient): Promise<User | null> {
  const response = await client.get<User>('/api/auth/me', { retry: 0 });
  if (response.status === 0) throw new SessionUnreachable();
  return response.error === null && isUser(response.data) ? response.data : null;
}

/** The session state of a cache entry: unknown until the first answer, guest when none came. */
export function sessionStateOf(data: User | null | undefined, failed: boolean): SessionState {
  if (data) return { status: 'authenticated', user: data };
  if (data === null || failed) return { status: 'guest', user: null };
  return { status: 'unknown', user: null };
}

/**
 * The session of spec section 4: unknown -> authenticated (user loaded) | guest. The user is server
 * state, so it lives in the query cache (key `sessionKey`, fresh for 10 minutes; concurrent loads
 * share one request); this object is the imperative side for code outside React (route guards,
 * login and logout, the basket). Components read it with `useSession()`.
 */
export function createSession(client: ApiClient = api, queryClient: QueryClient = appQueryClient) {
  const query = (staleTime: number) => ({
    queryKey: sessionKey,
    queryFn: () => fetchUser(client),
    staleTime,
    retry: 0,
  });
  let snapshot: SessionState = { status: 'unknown', user: null };
  const hash = hashKey(sessionKey);
  // Kept for the whole visit, observed or not: the 10 minutes decide when it is asked again.
  queryClient.setQueryDefaults(sessionKey, { gcTime: Infinity });

  async function load(staleTime: number): Promise<User | null> {
    try {
      return await queryClient.fetchQuery(query(staleTime));
    } catch {
      // Unreachable: a known user stays; an unknown session counts as a guest's.
      return queryClient.getQueryData<User | null>(sessionKey) ?? null;
    }
  }

  return {
    queryClient,
    /** The options `useSession()` observes the cache with. */
    queryOptions: () => query(SESSION_REFRESH_MS),
    /** The current user, or null for a guest; served from the cache for 10 minutes. */
    load(force = false): Promise<User | null> {
      return load(force ? 0 : SESSION_REFRESH_MS);
    },
    /** Reload the user now (after a profile edit or a photo upload). */
    reload(): Promise<User | null> {
      return load(0);
    },
    /** Forget when the user was loaded, so the next load asks the server (after login). */
    clear(): void {
      void queryClient.invalidateQueries({ queryKey: sessionKey, refetchType: 'none' });
    },
    /** Logged out or deleted: the session is a guest's. */
    reset(): void {
      queryClient.setQueryData<User | null>(sessionKey, null);
    },
    /** Use a user the server just answered (login, register, edit): fresh for 10 minutes. */
    setUser(user: User): void {
      queryClient.setQueryData<User | null>(sessionKey, user);
    },
    /** The state as the cache holds it (the same object while it does not change). */
    getState(): SessionState {
      const cached = queryClient.getQueryState<User | null>(sessionKey);
      const next = sessionStateOf(cached?.data, cached?.status === 'error');
      if (next.status !== snapshot.status || next.user !== snapshot.user) snapshot = next;
      return snapshot;
    },
    /** Told of every change of the session's cache entry. */
    subscribe(listener: () => void): () => void {
      return queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.query.queryHash === hash) listener();
      });
    },
  };
}

export type SessionStore = ReturnType<typeof createSession>;

export const session: SessionStore = createSession();
