import {
  HttpError,
  withLifecycleCallbacks,
  type DataProvider,
  type GetListParams,
  type ResourceCallbacks,
  type UpdateParams,
} from 'react-admin';
import { ADMIN_API, httpClient } from '../dataProvider';
import type { AuditEntry } from '../users/audit';
import type { AdminBooking, BookingClass, BookingMove, BookingStatus, BookingUpdate, Lessons } from './types';

/** The react-admin resource of the school's bookings: `/api/admin/bravo-bookings`. */
export const SCHOOL_BOOKINGS_RESOURCE = 'bravo-bookings';

/** The school bookings' calls beyond simple REST (docs/api.md, "Bravo: bookings"). */
export interface SchoolBookingCalls {
  /** A booking's history, newest first: GET /api/admin/bravo-bookings/{id}/audit. */
  getSchoolBookingAudit: (id: number | string) => Promise<AuditEntry[]>;
  /** The class's lessons of the next four weeks with their places: GET /api/bravo/classes/{school}/{code}/lessons. */
  getClassLessons: (school: string, code: string) => Promise<Lessons>;
  /** The class's ages and prices as they are today (a move prices the booking again): GET /api/bravo/classes/{school}/{code}. */
  getBookingClass: (school: string, code: string) => Promise<BookingClass>;
}

const TEXT_KEYS = ['status', 'kind', 'date_from', 'date_to'] as const;

type BookingFilter = Partial<Record<(typeof TEXT_KEYS)[number], string>> & { class_id?: number; verified?: boolean };

function positiveId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * The list's filter as the server takes it: its six keys, without empty values (a cleared input
 * leaves '' or null behind, which the server would refuse as an unknown status or a bad date);
 * `verified` as a boolean (the select holds 'true' or 'false').
 */
export function bookingFilter(values: Record<string, unknown>): BookingFilter {
  const out: BookingFilter = {};
  for (const key of TEXT_KEYS) {
    const value = values[key];
    if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim();
  }
  const schoolClass = positiveId(values['class_id']);
  if (schoolClass !== null) out.class_id = schoolClass;
  const verified = values['verified'];
  if (verified === true || verified === 'true') out.verified = true;
  else if (verified === false || verified === 'false') out.verified = false;
  return out;
}

/** The list's query: its filter, newest first (the server sorts by the number only). */
export function bookingListParams(params: GetListParams): GetListParams {
  return {
    ...params,
    filter: bookingFilter(params.filter ?? {}),
    sort: { field: 'id', order: params.sort?.field === 'id' && params.sort.order === 'ASC' ? 'ASC' : 'DESC' },
  };
}

/** A move as the PUT sends it: a lesson (`slot_id` + `date`) or a day and a start (`date` + `time`). */
function moveFields(move: unknown): Pick<BookingUpdate, 'slot_id' | 'date' | 'time'> {
  if (typeof move !== 'object' || move === null) return {};
  const { slot_id: slot, date, time } = move as Partial<Record<keyof BookingUpdate, unknown>>;
  if (typeof date !== 'string') return {};
  if (typeof slot === 'number') return { slot_id: slot, date };
  if (typeof time === 'string') return { date, time };
  return {};
}

/**
 * The PUT body: the status only when it moves (saving the note alone sends no status), the note
 * (null when empty) when the form has it, and a move only when `move` names one (the form holds
 * the booking's own date and time, which are never sent back as a move); nothing of the parent's.
 */
export function bookingUpdateBody(data: Record<string, unknown>, previous?: Partial<AdminBooking>): BookingUpdate {
  const out: BookingUpdate = {};
  const status = data['status'];
  if (typeof status === 'string' && status !== previous?.status) out.status = status as BookingStatus;
  if ('manager_note' in data) {
    const note = typeof data['manager_note'] === 'string' ? data['manager_note'].trim() : '';
    out.manager_note = note === '' ? null : note;
  }
  return { ...out, ...moveFields(data['move']) };
}

/** The data a move's update carries: the booking as it is, and the move. */
export function moveData(booking: AdminBooking, move: BookingMove): Record<string, unknown> {
  const data: Record<string, unknown> = { ...booking, move };
  // The note is saved by its own button: a move leaves it as it is.
  delete data['manager_note'];
  return data;
}

const bookingsLifecycle: ResourceCallbacks = {
  resource: SCHOOL_BOOKINGS_RESOURCE,
  beforeGetList: async (params: GetListParams) => bookingListParams(params),
  beforeUpdate: async (params) => ({
    ...params,
    data: bookingUpdateBody(params.data as Record<string, unknown>, params.previousData as Partial<AdminBooking> | undefined),
  }),
};

/** The public API answers in its envelope `{status, data}`. */
function envelopeData<T>(json: unknown): Partial<T> {
  const data = (json as { data?: unknown } | null)?.data;
  return typeof data === 'object' && data !== null ? (data as Partial<T>) : {};
}

const classPath = (school: string, code: string) => `/api/bravo/classes/${encodeURIComponent(school)}/${encodeURIComponent(code)}`;

export function createSchoolBookingCalls(apiUrl: string = ADMIN_API, client = httpClient): SchoolBookingCalls {
  return {
    getSchoolBookingAudit: async (id) => {
      const { json } = await client(`${apiUrl}/${SCHOOL_BOOKINGS_RESOURCE}/${encodeURIComponent(String(id))}/audit`);
      return Array.isArray(json) ? (json as AuditEntry[]) : [];
    },
    getClassLessons: async (school, code) => {
      const { json } = await client(`${classPath(school, code)}/lessons`);
      const data = envelopeData<Lessons>(json);
      return { group_size: data.group_size ?? 0, items: Array.isArray(data.items) ? data.items : [] };
    },
    getBookingClass: async (school, code) => {
      const { json } = await client(classPath(school, code));
      const data = envelopeData<BookingClass>(json);
      return {
        age_min: data.age_min ?? 0,
        age_max: data.age_max ?? 0,
        prices: { month: data.prices?.month ?? 0, individual: data.prices?.individual ?? 0 },
      };
    },
  };
}

/**
 * A status move refused for the lesson's place: confirming a booking whose code was never entered
 * takes its place then, and the server answers 422 under `date` or `time` when none is left. The
 * toolbar shows a move's refusal from `status`, so the message is moved there; a move to another
 * lesson (no status sent) keeps its errors under its own fields.
 */
export function statusRefusal(error: unknown, params: Pick<UpdateParams, 'data' | 'previousData'>): unknown {
  if (!(error instanceof HttpError) || error.status !== 422) return error;
  if (!bookingUpdateBody(params.data as Record<string, unknown>, params.previousData as Partial<AdminBooking> | undefined).status)
    return error;
  const body: unknown = error.body;
  const errors = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : null;
  if (typeof errors !== 'object' || errors === null) return error;
  const fields = errors as Record<string, unknown>;
  const place = [fields['date'], fields['time']].find((message): message is string => typeof message === 'string');
  if (typeof fields['status'] === 'string' || !place) return error;
  return new HttpError(error.message, error.status, { ...(body as object), errors: { ...fields, status: place } });
}

/** The admin's data provider with the school's bookings: their list query, their PUT body and their calls. */
export function withSchoolBookingCalls<T extends DataProvider>(
  provider: T,
  apiUrl: string = ADMIN_API,
  client = httpClient,
): T & SchoolBookingCalls {
  const withCalls = withLifecycleCallbacks({ ...provider, ...createSchoolBookingCalls(apiUrl, client) }, [bookingsLifecycle]);
  return {
    ...withCalls,
    update: async (resource, params) => {
      try {
        return await withCalls.update(resource, params);
      } catch (error) {
        throw resource === SCHOOL_BOOKINGS_RESOURCE ? statusRefusal(error, params) : error;
      }
    },
  };
}
