import { describe, expect, test } from 'vitest';
import { createApiClient } from '../shared/api';
import { fakeFetch } from '../test/renderWithShell';
import { canAssignRoles, fetchAccess, sectionName } from './access';

describe('admin access', () => {
  test('section names come from the registry', () => {
    expect(sectionName('users/profile')).toBe('Профили');
    expect(sectionName('events/assigns')).toBe('Назначения');
    expect(sectionName('school/bookings')).toBe('Записи на занятия');
    expect(sectionName('outbox')).toBe('Почта и SMS');
    expect(sectionName('nope')).toBe('nope');
  });

  test('only Admin assigns roles', () => {
    expect(canAssignRoles({ sections: ['users'], roles: ['ManagerUsers'] })).toBe(false);
    expect(canAssignRoles({ sections: ['users', 'roles'], roles: ['Admin'] })).toBe(true);
  });

  test('access: ok, guest (401), forbidden (403)', async () => {
    const reply = (status: number, body: unknown) =>
      createApiClient({ fetch: fakeFetch({ 'GET /api/admin/access': { status, body } }).fetch });
    expect(await fetchAccess(reply(200, { status: 200, data: { sections: ['blogs'], roles: ['ManagerNews'] } }))).toEqual({
      kind: 'ok',
      access: { sections: ['blogs'], roles: ['ManagerNews'] },
    });
    expect(await fetchAccess(reply(401, { status: 401, message: 'Требуется авторизация' }))).toEqual({ kind: 'guest' });
    expect(await fetchAccess(reply(403, { status: 403, message: 'Доступ запрещен' }))).toEqual({
      kind: 'forbidden',
      message: 'Доступ запрещен',
    });
  });
});
