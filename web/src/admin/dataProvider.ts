import { fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { AuditEntry } from './users/audit';

export const ADMIN_API = '/api/admin';

/** Sends the session cookie; errors carry the envelope's Russian message (fetchJson reads `message`). */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  return fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
}

export interface AdminDataProvider extends DataProvider {
  blockUser: (id: number | string, reason: string) => Promise<{ data: unknown }>;
  unblockUser: (id: number | string) => Promise<{ data: unknown }>;
  setUserRoles: (id: number | string, roles: string[]) => Promise<{ data: unknown }>;
  getUserAudit: (id: number | string) => Promise<AuditEntry[]>;
}

/** ra-data-simple-rest on /api/admin, plus the users' block, unblock and roles calls. */
export function createDataProvider(apiUrl: string = ADMIN_API, client = httpClient): AdminDataProvider {
  const base = simpleRestProvider(apiUrl, client);
  const send = async (path: string, method: string, body?: unknown) => {
    const { json } = await client(`${apiUrl}${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
    return { data: json as unknown };
  };
  return {
    ...base,
    blockUser: (id, reason) => send(`/users/${encodeURIComponent(String(id))}/block`, 'POST', { reason }),
    unblockUser: (id) => send(`/users/${encodeURIComponent(String(id))}/unblock`, 'POST'),
    setUserRoles: (id, roles) => send(`/users/${encodeURIComponent(String(id))}/roles`, 'PUT', { roles }),
    getUserAudit: async (id) => {
      const { data } = await send(`/users/${encodeURIComponent(String(id))}/audit`, 'GET');
      return Array.isArray(data) ? (data as AuditEntry[]) : [];
    },
  };
}
