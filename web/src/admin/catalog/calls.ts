import { ADMIN_API, httpClient, type AdminDataProvider } from '../dataProvider';
import type { AuditEntry } from '../users/audit';

/** The catalogue's calls beyond simple REST (docs/api.md, "Catalogue admin"). */
export interface CatalogCalls {
  publishEvent: (id: number | string) => Promise<{ data: unknown }>;
  unpublishEvent: (id: number | string) => Promise<{ data: unknown }>;
  uploadEventPhoto: (id: number | string, file: File) => Promise<{ data: unknown }>;
  deleteEventPhoto: (id: number | string) => Promise<{ data: unknown }>;
  /** A record's history, newest first: GET /api/admin/audit?entity=event&entity_id=N. */
  getAudit: (entity: string, id: number | string) => Promise<AuditEntry[]>;
}

export type CatalogDataProvider = AdminDataProvider & CatalogCalls;

export function createCatalogCalls(apiUrl: string = ADMIN_API, client = httpClient): CatalogCalls {
  const event = (id: number | string) => `${apiUrl}/events/${encodeURIComponent(String(id))}`;
  const send = async (url: string, method: string, body?: BodyInit) => {
    const { json } = await client(url, { method, body });
    return { data: json as unknown };
  };
  return {
    publishEvent: (id) => send(`${event(id)}/publish`, 'POST'),
    unpublishEvent: (id) => send(`${event(id)}/unpublish`, 'POST'),
    uploadEventPhoto: (id, file) => {
      // multipart: fetchJson leaves the Content-Type (with its boundary) to the browser for FormData.
      const form = new FormData();
      form.append('file', file);
      return send(`${event(id)}/photo`, 'POST', form);
    },
    deleteEventPhoto: (id) => send(`${event(id)}/photo`, 'DELETE'),
    getAudit: async (entity, id) => {
      // The whole history in one page: a record gathers a few dozen entries at most.
      const query = new URLSearchParams({ entity, entity_id: String(id), range: '[0,499]' });
      const { data } = await send(`${apiUrl}/audit?${query.toString()}`, 'GET');
      return Array.isArray(data) ? (data as AuditEntry[]) : [];
    },
  };
}
