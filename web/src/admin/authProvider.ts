import type { AuthProvider } from 'react-admin';
import { api, type ApiClient } from '../shared/api';
import type { User } from '../features/session/types';
import { fetchAccess } from './access';

/**
 * The admin's authProvider over the accounts calls: /api/auth/me (who), /api/auth/logout and
 * /api/admin/access (what). A guest is sent to `loginUrl()` (the account area's login, with back).
 */
export function createAuthProvider(loginUrl: () => string, client: ApiClient = api): AuthProvider {
  const toLogin = () => {
    window.location.assign(loginUrl());
  };
  return {
    login: () => Promise.resolve(),
    async logout() {
      await client.post('/api/auth/logout');
      toLogin();
      return false;
    },
    async checkAuth() {
      const response = await client.get<User>('/api/auth/me', { retry: 0 });
      if (response.status === 401) {
        toLogin();
        throw { message: false, logoutUser: false, redirectTo: false };
      }
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        toLogin();
        throw { message: false, logoutUser: false, redirectTo: false };
      }
      // 403 and others: react-admin shows the server's message; the session stays.
    },
    async getIdentity() {
      const response = await client.get<User>('/api/auth/me', { retry: 0 });
      const user = response.data;
      if (!user) throw new Error(response.error?.message ?? 'Требуется авторизация');
      return { id: user.id, fullName: `${user.last_name} ${user.first_name}`.trim(), avatar: user.photo ?? undefined };
    },
    async getPermissions() {
      const result = await fetchAccess(client);
      return result.kind === 'ok' ? result.access : { sections: [], roles: [] };
    },
  };
}
