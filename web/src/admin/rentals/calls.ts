import { withLifecycleCallbacks, type DataProvider, type GetListParams, type ResourceCallbacks } from 'react-admin';
import { ADMIN_API, httpClient } from '../dataProvider';
import type { AuditEntry } from '../users/audit';
import type { AdminRental, RentalCalendar, RentalStatus, RentalUpdate } from './types';

/** The rentals section's calls beyond simple REST (docs/api.md, "Venue rental"). */
export interface RentalCalls {
  /** A rental's history, newest first: GET /api/admin/rentals/{id}/audit. */
  getRentalAudit: (id: number | string) => Promise<AuditEntry[]>;
  /** The month's confirmed rentals (`YYYY-MM`), of one hall or all: GET /api/admin/rentals-calendar. */
  getRentalCalendar: (month: string, hallId?: number | null) => Promise<RentalCalendar>;
}

const TEXT_KEYS = ['status', 'day_from', 'day_to', 'q'] as const;
const SORT_FIELDS: readonly string[] = ['id', 'created_at'];

type RentalFilter = Partial<Record<(typeof TEXT_KEYS)[number], string>> & { hall_id?: number };

function positiveId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * The list's filter as the server takes it: its five keys, without empty values (a cleared input
 * leaves '' or null behind, which the server would refuse as an unknown status or a bad date).
 */
export function rentalFilter(values: Record<string, unknown>): RentalFilter {
  const out: RentalFilter = {};
  for (const key of TEXT_KEYS) {
    const value = values[key];
    if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim();
  }
  const hall = positiveId(values['hall_id']);
  if (hall !== null) out.hall_id = hall;
  return out;
}

/**
 * The list's query: its filter, and a sort the server knows, newest first by default. The server
 * orders by the request's number whatever the field (`day` too), so only the number and the time
 * of arrival are offered as sorts.
 */
export function rentalListParams(params: GetListParams): GetListParams {
  const known = params.sort !== undefined && SORT_FIELDS.includes(params.sort.field);
  return {
    ...params,
    filter: rentalFilter(params.filter ?? {}),
    sort:
      known && params.sort
        ? { field: params.sort.field, order: params.sort.order === 'ASC' ? 'ASC' : 'DESC' }
        : { field: 'id', order: 'DESC' },
  };
}

/**
 * The PUT body: the status only when it moves (saving the note alone sends no status), and the
 * note (null when empty); nothing of the applicant's.
 */
export function rentalUpdateBody(data: Record<string, unknown>, previous?: Partial<AdminRental>): RentalUpdate {
  const out: RentalUpdate = {};
  const status = data['status'];
  if (typeof status === 'string' && status !== previous?.status) out.status = status as RentalStatus;
  if ('manager_note' in data) {
    const note = typeof data['manager_note'] === 'string' ? data['manager_note'].trim() : '';
    out.manager_note = note === '' ? null : note;
  }
  return out;
}

const rentalsLifecycle: ResourceCallbacks = {
  resource: 'rentals',
  beforeGetList: async (params: GetListParams) => rentalListParams(params),
  beforeUpdate: async (params) => ({
    ...params,
    data: rentalUpdateBody(params.data as Record<string, unknown>, params.previousData as Partial<AdminRental> | undefined),
  }),
};

export function createRentalCalls(apiUrl: string = ADMIN_API, client = httpClient): RentalCalls {
  return {
    getRentalAudit: async (id) => {
      const { json } = await client(`${apiUrl}/rentals/${encodeURIComponent(String(id))}/audit`);
      return Array.isArray(json) ? (json as AuditEntry[]) : [];
    },
    getRentalCalendar: async (month, hallId) => {
      const query = new URLSearchParams({ month });
      if (hallId) query.set('hall_id', String(hallId));
      const { json } = await client(`${apiUrl}/rentals-calendar?${query.toString()}`);
      // The envelope {status, data: {month, items}}.
      const data = (json as { data?: Partial<RentalCalendar> } | null)?.data;
      return { month: data?.month ?? month, items: Array.isArray(data?.items) ? data.items : [] };
    },
  };
}

/** The admin's data provider with the rentals section: its list query, its PUT body and its calls. */
export function withRentalCalls<T extends DataProvider>(provider: T, apiUrl: string = ADMIN_API, client = httpClient): T & RentalCalls {
  return withLifecycleCallbacks({ ...provider, ...createRentalCalls(apiUrl, client) }, [rentalsLifecycle]);
}
