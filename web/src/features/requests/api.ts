import { api, toFormData, type ApiClient } from '../../shared/api';
import { REQUEST_TEXT } from './messages';
import type { RequestBody } from './types';

/** How a sent request ended: saved, refused field by field (422), or refused as a whole. */
export type SendResult =
  | { kind: 'sent'; id: number | null }
  | { kind: 'invalid'; message: string; errors: Record<string, string[]> }
  | { kind: 'refused'; message: string };

const RUSSIAN = /[А-Яа-яЁё]/;

/**
 * `POST /api/requests` (docs/api.md, "Requests"). `domain` names the area on local hosts, as the
 * content calls do. A lost connection, and an answer without the server's Russian message (a
 * proxy's page), read as the form's own texts.
 */
export function createRequestsApi(client: ApiClient = api) {
  return {
    /** With a file, as multipart: the fields as JSON in the part `request`, the file in `project`. */
    send: async (body: RequestBody, domain: string | undefined, file?: File | null): Promise<SendResult> => {
      const sent = file ? toFormData({ request: JSON.stringify(body), project: file }) : body;
      const response = await client.post<{ id?: unknown }>('/api/requests', sent, { query: { domain } });
      const { error } = response;
      if (!error) return { kind: 'sent', id: typeof response.data?.id === 'number' ? response.data.id : null };
      if (error.status === 0) return { kind: 'refused', message: REQUEST_TEXT.offline };
      if (error.status === 422 && Object.keys(error.errors).length > 0) {
        return { kind: 'invalid', message: error.message, errors: error.errors };
      }
      return { kind: 'refused', message: RUSSIAN.test(error.message) ? error.message : REQUEST_TEXT.failed };
    },
  };
}

export type RequestsApi = ReturnType<typeof createRequestsApi>;

export const requestsApi = createRequestsApi();
