import { api, toFormData, writeResult, type ApiClient, type WriteResult } from '../../shared/api';
import { REQUEST_TEXT } from './messages';
import type { RequestBody } from './types';

/**
 * `POST /api/requests` (docs/api.md, "Requests"). `domain` names the area on local hosts, as the
 * content calls do. A lost connection, and an answer without the server's Russian message (a
 * proxy's page), read as the form's own texts.
 */
export function createRequestsApi(client: ApiClient = api) {
  return {
    /** With a file, as multipart: the fields as JSON in the part `request`, the file in `project`. */
    send: async (body: RequestBody, domain: string | undefined, file?: File | null): Promise<WriteResult<{ id: number }>> => {
      const sent = file ? toFormData({ request: JSON.stringify(body), project: file }) : body;
      return writeResult(await client.post<{ id: number }>('/api/requests', sent, { query: { domain } }), REQUEST_TEXT);
    },
  };
}

export type RequestsApi = ReturnType<typeof createRequestsApi>;

export const requestsApi = createRequestsApi();
