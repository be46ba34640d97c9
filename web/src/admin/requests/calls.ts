import { withLifecycleCallbacks, type DataProvider, type GetListParams, type ResourceCallbacks } from 'react-admin';
import { ADMIN_API, httpClient } from '../dataProvider';
import type { StaffComment } from '../StaffComments';
import type { AuditEntry } from '../users/audit';
import type { RequestManager, RequestStatus, RequestUpdate } from './types';

/** The requests section's calls beyond simple REST (docs/api.md, "Requests admin"). */
export interface RequestCalls {
  getRequestManagers: () => Promise<RequestManager[]>;
  /** A request's history, newest first: GET /api/admin/requests/{id}/audit. */
  getRequestAudit: (id: number | string) => Promise<AuditEntry[]>;
  /** Its comments, oldest first: GET /api/admin/requests/{id}/comments. */
  getRequestComments: (id: number | string) => Promise<StaffComment[]>;
  addRequestComment: (id: number | string, text: string) => Promise<StaffComment>;
}

const FILTER_KEYS = ['status', 'form', 'area', 'q'] as const;
const SORT_FIELDS: readonly string[] = ['id', 'created_at'];

/**
 * The list's filter as the server takes it: its four keys, without empty values (a cleared input
 * leaves '' or null behind, which the server would refuse as an unknown status or form).
 */
export function requestFilter(values: Record<string, unknown>): Partial<Record<(typeof FILTER_KEYS)[number], string>> {
  const out: Partial<Record<(typeof FILTER_KEYS)[number], string>> = {};
  for (const key of FILTER_KEYS) {
    const value = values[key];
    if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim();
  }
  return out;
}

/** The server's CSV of the filtered list (`GET /api/admin/requests-export`), a plain download link. */
export function requestsExportUrl(values: Record<string, unknown>, apiUrl: string = ADMIN_API): string {
  return `${apiUrl}/requests-export?${new URLSearchParams({ filter: JSON.stringify(requestFilter(values)) }).toString()}`;
}

/** The list's query: its filter, and a sort the server knows (the id or the time, newest first by default). */
export function requestListParams(params: GetListParams): GetListParams {
  const known = params.sort !== undefined && SORT_FIELDS.includes(params.sort.field);
  return {
    ...params,
    filter: requestFilter(params.filter ?? {}),
    sort:
      known && params.sort
        ? { field: params.sort.field, order: params.sort.order === 'ASC' ? 'ASC' : 'DESC' }
        : { field: 'id', order: 'DESC' },
  };
}

/** The PUT body: the status, the assignee (null for nobody) and the note (null when empty), nothing of the visitor's. */
export function requestUpdateBody(data: Record<string, unknown>): RequestUpdate {
  const assignee = data['assignee_id'];
  const id = typeof assignee === 'number' ? assignee : typeof assignee === 'string' && /^\d+$/.test(assignee) ? Number(assignee) : null;
  const note = typeof data['manager_note'] === 'string' ? data['manager_note'].trim() : '';
  return {
    status: data['status'] as RequestStatus,
    assignee_id: id !== null && id > 0 ? id : null,
    manager_note: note === '' ? null : note,
  };
}

const requestsLifecycle: ResourceCallbacks = {
  resource: 'requests',
  beforeGetList: async (params: GetListParams) => requestListParams(params),
  beforeUpdate: async (params) => ({ ...params, data: requestUpdateBody(params.data) }),
};

export function createRequestCalls(apiUrl: string = ADMIN_API, client = httpClient): RequestCalls {
  const list = async <T>(path: string): Promise<T[]> => {
    const { json } = await client(`${apiUrl}${path}`);
    return Array.isArray(json) ? (json as T[]) : [];
  };
  return {
    getRequestManagers: () => list<RequestManager>('/request-managers'),
    getRequestAudit: (id) => list<AuditEntry>(`/requests/${encodeURIComponent(String(id))}/audit`),
    getRequestComments: (id) => list<StaffComment>(`/requests/${encodeURIComponent(String(id))}/comments`),
    addRequestComment: async (id, text) => {
      const { json } = await client(`${apiUrl}/requests/${encodeURIComponent(String(id))}/comments`, {
        method: 'POST',
        body: JSON.stringify({ text }),
      });
      return json as StaffComment;
    },
  };
}

/** The admin's data provider with the requests section: its list query, its PUT body and its calls. */
export function withRequestCalls<T extends DataProvider>(provider: T, apiUrl: string = ADMIN_API, client = httpClient): T & RequestCalls {
  return withLifecycleCallbacks({ ...provider, ...createRequestCalls(apiUrl, client) }, [requestsLifecycle]);
}
