import { ROLE_CODES, type RoleCode } from '../../shared/roles';

export { ROLE_CODES };

export type KnownRoleCode = RoleCode;

/** The user of spec section 3 as the accounts calls answer it (docs/api.md). */
export interface User {
  id: number;
  code: string;
  photo: string | null;
  first_name: string;
  second_name: string | null;
  last_name: string;
  phone: string | null;
  email: string;
  roles: { code: string }[];
  verified_at: string | null;
  deleted_at: string | null;
  blocked_at: string | null;
  blocked_reason: string | null;
  /** A new email waiting for the code sent to it; `email` stays the old one until then (issue 10). */
  pending_email?: string | null;
  /** A new phone waiting for its code; `phone` stays the old one until then. */
  pending_phone?: string | null;
  /**
   * ISO UTC time until which this session, opened with a one-time code, may set a new password
   * without the current one; null otherwise. Only `/api/auth/me` and the account calls answer it.
   */
  set_password_until?: string | null;
  /** ISO UTC time until which this code-login session may change email or phone without the password. */
  change_contacts_until?: string | null;
}

/** Session states of spec section 4: unknown until /api/auth/me answers. */
export type SessionStatus = 'unknown' | 'authenticated' | 'guest';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
}

/** "Фамилия Имя" as the header popup shows it. */
export function displayName(user: Pick<User, 'first_name' | 'last_name'>): string {
  return [user.last_name, user.first_name].filter((part) => part && part.trim() !== '').join(' ');
}

/** Verified means verified_at is not null (spec section 6). */
export function isVerified(user: Pick<User, 'verified_at'>): boolean {
  return user.verified_at !== null && user.verified_at !== undefined;
}

export function hasStaffRole(user: Pick<User, 'roles'>): boolean {
  return (user.roles ?? []).some((role) => (ROLE_CODES as readonly string[]).includes(role.code));
}
