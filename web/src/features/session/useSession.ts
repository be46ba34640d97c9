import { useSyncExternalStore } from 'react';
import { session, type SessionStore } from './session';
import type { SessionState } from './types';

/** The session state for components; re-renders on login, logout and reloads. */
export function useSession(store: SessionStore = session): SessionState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
