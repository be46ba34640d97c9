// The public entry of the session feature: what other features may use (decision 0023).
export { createSession, session } from './session';
export type { SessionStore } from './session';
export { displayName } from './types';
export type { User } from './types';
export { useSession } from './useSession';
