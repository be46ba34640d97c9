import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import { ADMIN_API, httpClient } from '../dataProvider';
import type { AuditEntry } from '../users/audit';
import { TICKET_SHOWS_RESOURCE } from './labels';

/** The tickets section's calls beyond simple REST (docs/api.md, "Admin: tickets"). */
export interface TicketCalls {
  /** An order's history, newest first: GET /api/admin/ticket-orders/{id}/audit. */
  getTicketOrderAudit: (id: number | string) => Promise<AuditEntry[]>;
}

const SHOW_STATUSES: readonly string[] = ['draft', 'on_sale', 'cancelled'];

/** The sales list's filter as the server takes it: a part of the title and a known status, nothing empty. */
export function showSalesFilter(values: Record<string, unknown>): { q?: string; status?: string } {
  const out: { q?: string; status?: string } = {};
  const q = values['q'];
  if (typeof q === 'string' && q.trim() !== '') out.q = q.trim();
  const status = values['status'];
  if (typeof status === 'string' && SHOW_STATUSES.includes(status)) out.status = status;
  return out;
}

/**
 * The shows' sales in the server's one order (by start, the upcoming first): the page and the
 * filter are sent, no sort, so no column's sort can be refused.
 */
async function getShowSales(params: GetListParams, apiUrl: string, client: typeof httpClient): Promise<GetListResult> {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  const query = new URLSearchParams({
    range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
    filter: JSON.stringify(showSalesFilter(params.filter ?? {})),
  });
  const { json, headers } = await client(`${apiUrl}/${TICKET_SHOWS_RESOURCE}?${query.toString()}`, { signal: params.signal });
  const rows = Array.isArray(json) ? (json as RaRecord[]) : [];
  const total = Number(headers.get('Content-Range')?.split('/').pop());
  return { data: rows, total: Number.isFinite(total) ? total : rows.length };
}

/** The admin's data provider with the tickets section: the shows' sales list and the orders' history. */
export function withTicketCalls<T extends DataProvider>(provider: T, apiUrl: string = ADMIN_API, client = httpClient): T & TicketCalls {
  return {
    ...provider,
    getList: ((resource: string, params: GetListParams) =>
      resource === TICKET_SHOWS_RESOURCE ? getShowSales(params, apiUrl, client) : provider.getList(resource, params)) as T['getList'],
    getTicketOrderAudit: async (id) => {
      const { json } = await client(`${apiUrl}/ticket-orders/${encodeURIComponent(String(id))}/audit`);
      return Array.isArray(json) ? (json as AuditEntry[]) : [];
    },
  };
}
