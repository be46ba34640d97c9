import type { Scoring } from '../../features/results';
import { ADMIN_API, httpClient } from '../dataProvider';
import type { AdminReview, EventOrderItem, EventResults, ResultRow } from './types';

/** The react-admin resources of contest results (docs/api.md, "Contest results"). */
export const RESOURCES = {
  assignments: 'event-assignments',
  candidates: 'jury-candidates',
  events: 'result-events',
  performances: 'performances',
  participants: 'result-participants',
  reviews: 'reviews',
} as const;

/** The scoring as the PUT sends it: criteria, the scale and the thresholds. */
export type ScoringBody = Pick<Scoring, 'criteria' | 'max_score' | 'thresholds'>;

/** Contest results' calls beyond simple REST. */
export interface ResultsCalls {
  /** The results screen of an event: GET /api/admin/results/{event_id}. */
  getEventResults: (eventId: number | string) => Promise<EventResults>;
  /** PUT /api/admin/results/{event_id}/scoring (before publishing). */
  saveScoring: (eventId: number | string, body: ScoringBody) => Promise<Scoring>;
  /** POST /api/admin/results/{event_id}/publish: 409 while a performance has no title. */
  publishResults: (eventId: number | string) => Promise<EventResults>;
  /** POST /api/admin/results/{event_id}/unpublish (Admin only), with the reason for the audit. */
  unpublishResults: (eventId: number | string, reason: string) => Promise<EventResults>;
  /** PUT /api/admin/performances/{id}/title: one of the six titles, or null to follow the rule. */
  setPerformanceTitle: (id: number | string, title: string | null) => Promise<ResultRow>;
  /** The event's order items a performance may come from: GET /api/admin/results/{event_id}/order-items. */
  getEventOrderItems: (eventId: number | string) => Promise<EventOrderItem[]>;
  /** POST /api/admin/reviews/{id}/publish. */
  publishReview: (id: number | string) => Promise<AdminReview>;
  /** POST /api/admin/reviews/{id}/reject with the note its author reads. */
  rejectReview: (id: number | string, note: string) => Promise<AdminReview>;
}

const path = (value: number | string) => encodeURIComponent(String(value));

export function createResultsCalls(apiUrl: string = ADMIN_API, client = httpClient): ResultsCalls {
  const send = async <T>(url: string, method = 'GET', body?: unknown): Promise<T> => {
    const { json } = await client(`${apiUrl}${url}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
    return json as T;
  };
  return {
    getEventResults: (eventId) => send<EventResults>(`/results/${path(eventId)}`),
    saveScoring: (eventId, body) => send<Scoring>(`/results/${path(eventId)}/scoring`, 'PUT', body),
    publishResults: (eventId) => send<EventResults>(`/results/${path(eventId)}/publish`, 'POST', {}),
    unpublishResults: (eventId, reason) => send<EventResults>(`/results/${path(eventId)}/unpublish`, 'POST', { reason }),
    setPerformanceTitle: (id, title) => send<ResultRow>(`/performances/${path(id)}/title`, 'PUT', { title_override: title }),
    getEventOrderItems: async (eventId) => {
      const json = await send<unknown>(`/results/${path(eventId)}/order-items`);
      return Array.isArray(json) ? (json as EventOrderItem[]) : [];
    },
    publishReview: (id) => send<AdminReview>(`/reviews/${path(id)}/publish`, 'POST', {}),
    rejectReview: (id, note) => send<AdminReview>(`/reviews/${path(id)}/reject`, 'POST', { note }),
  };
}

/**
 * The calls the results screens make, beside react-admin's data provider (which serves their
 * lists and forms): sent with the admin's httpClient, so a refusal reads as anywhere in the admin.
 */
export const resultsCalls: ResultsCalls = createResultsCalls();
