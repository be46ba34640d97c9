import { useQuery } from '@tanstack/react-query';
import { session, sessionStateOf, type SessionStore } from './session';
import type { SessionState, User } from './types';

/**
 * The session state for components; re-renders on login, logout and reloads. It observes the query
 * cache without loading: the route guards load the session (spec section 2 skips some pages).
 */
export function useSession(store: SessionStore = session): SessionState {
  const { data, isError } = useQuery<User | null>({ ...store.queryOptions(), enabled: false }, store.queryClient);
  return sessionStateOf(data, isError);
}
