import type { User } from '../features/session/types';
import type { Reply } from './renderWithShell';

/** A signed-in user as /api/auth/me answers it, with no pending contact and no code-login window. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    code: 'u-1',
    photo: null,
    first_name: 'Анна',
    second_name: null,
    last_name: 'Иванова',
    phone: null,
    email: 'anna@example.ru',
    roles: [],
    verified_at: null,
    deleted_at: null,
    blocked_at: null,
    blocked_reason: null,
    pending_email: null,
    pending_phone: null,
    set_password_until: null,
    change_contacts_until: null,
    ...overrides,
  };
}

/** A fake API answer: 200 with the envelope around `data`. */
export const okReply = (data: unknown): Reply => ({ status: 200, body: { status: 200, data } });
