import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { AuditEntry } from './users/audit';

export const ADMIN_API = '/api/admin';

/**
 * The envelope's 422 `errors` ({field: [messages]}) in the shape react-admin's forms take as
 * server-side validation ({field: message}, `root.serverError` for the notification), so each
 * message shows under its field; a nested field's path (`blocks[2].items[0].title`) becomes the
 * form's (`blocks.2.items.0.title`). Null when there are no field messages.
 */
export function toFormErrors(errors: unknown, message: string): Record<string, unknown> | null {
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return null;
  const out: Record<string, unknown> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : messages;
    if (typeof first === 'string' && first !== '') out[field.replace(/\[(\d+)\]/g, '.$1')] = first;
  }
  if (Object.keys(out).length === 0) return null;
  return { ...out, root: { serverError: message } };
}

/** Sends the session cookie; errors carry the envelope's Russian message (fetchJson reads `message`). */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) {
      const body: unknown = error.body;
      const errors = toFormErrors(typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : null, error.message);
      if (errors) throw new HttpError(error.message, error.status, { ...(body as object), errors });
    }
    throw error;
  }
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
    const { json } = await client(`${apiUrl}${path}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
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
