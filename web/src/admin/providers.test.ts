import { describe, expect, test, vi } from 'vitest';
import { createApiClient } from '../shared/api';
import { fakeFetch } from '../test/renderWithShell';
import { createAuthProvider } from './authProvider';
import { createDataProvider } from './dataProvider';
import { userUpdatePayload } from './users/UserEdit';

describe('admin dataProvider', () => {
  test('simple REST on /api/admin with the users block, unblock and roles calls', async () => {
    const calls: { url: string; method?: string; body?: unknown }[] = [];
    const client = vi.fn(async (url: string, options: { method?: string; body?: BodyInit | null } = {}) => {
      calls.push({ url, method: options.method, body: options.body ? JSON.parse(String(options.body)) : undefined });
      if (url.startsWith('/api/admin/users?')) {
        return { status: 200, headers: new Headers({ 'Content-Range': 'users 0-0/1' }), body: '', json: [{ id: 1 }] };
      }
      return { status: 200, headers: new Headers(), body: '', json: { id: 1 } };
    });
    const provider = createDataProvider('/api/admin', client);
    const list = await provider.getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'last_name', order: 'ASC' },
      filter: { q: 'иван', blocked: true },
    });
    expect(list.total).toBe(1);
    const query = new URL(calls[0]!.url, 'http://x').searchParams;
    expect(query.get('sort')).toBe('["last_name","ASC"]');
    expect(query.get('range')).toBe('[0,24]');
    expect(JSON.parse(query.get('filter')!)).toEqual({ q: 'иван', blocked: true });
    await provider.blockUser(7, 'спам');
    await provider.unblockUser(7);
    await provider.setUserRoles(7, ['ManagerNews']);
    expect(calls.slice(1)).toEqual([
      { url: '/api/admin/users/7/block', method: 'POST', body: { reason: 'спам' } },
      { url: '/api/admin/users/7/unblock', method: 'POST', body: undefined },
      { url: '/api/admin/users/7/roles', method: 'PUT', body: { roles: ['ManagerNews'] } },
    ]);
  });

  test('the users edit sends the profile fields only', () => {
    expect(
      userUpdatePayload({
        id: 1,
        first_name: ' Анна ',
        last_name: 'Иванова',
        second_name: '',
        email: 'a@b.ru',
        phone: null,
        roles: [],
      }),
    ).toEqual({
      first_name: 'Анна',
      last_name: 'Иванова',
      second_name: null,
      email: 'a@b.ru',
      phone: null,
    });
  });
});

describe('admin authProvider', () => {
  test('a guest is sent to the login; permissions come from /api/admin/access', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: 'http://localhost/?domain=admin' });
    try {
      const guest = createAuthProvider(
        () => '/login/?domain=id',
        createApiClient({
          fetch: fakeFetch({
            'GET /api/auth/me': { status: 401, body: { status: 401, message: 'Требуется авторизация' } },
          }).fetch,
        }),
      );
      await expect(guest.checkAuth({})).rejects.toBeTruthy();
      expect(assign).toHaveBeenCalledWith('/login/?domain=id');
      const staff = createAuthProvider(
        () => '/login/',
        createApiClient({
          fetch: fakeFetch({
            'GET /api/auth/me': {
              status: 200,
              body: { status: 200, data: { id: 2, first_name: 'Наталья', last_name: 'Новостева', photo: null } },
            },
            'GET /api/admin/access': {
              status: 200,
              body: { status: 200, data: { sections: ['users/profile', 'blogs'], roles: ['ManagerNews'] } },
            },
          }).fetch,
        }),
      );
      await expect(staff.checkAuth({})).resolves.toBeUndefined();
      expect(await staff.getPermissions!({})).toEqual({ sections: ['users/profile', 'blogs'], roles: ['ManagerNews'] });
      expect(await staff.getIdentity!()).toMatchObject({ id: 2, fullName: 'Новостева Наталья' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
