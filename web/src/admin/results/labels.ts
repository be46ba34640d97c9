import { dateRange } from '../../features/results';
import type { AssignmentRole, ResultEvent, ReviewStatus } from './types';

/** The menu lines and screen titles, under the menu's heading «События». */
export const EVENTS_HEADING = 'События';
export const ASSIGNS_TITLE = 'Назначения жюри';
export const RESULTS_TITLE = 'Результаты конкурсов';
export const REVIEWS_TITLE = 'Отзывы участников';

/** The server's limit of a rejection's note and of an unpublication's reason (results/model.hpp). */
export const NOTE_MAX = 1000;

export const RESULTS_PATH = '/events/results';
export const resultsPath = (eventId: number | string) => `${RESULTS_PATH}/${eventId}`;

export const ROLE_LABELS: Record<AssignmentRole, string> = {
  chair: 'Председатель жюри',
  juror: 'Член жюри',
  manager: 'Менеджер',
};

export const ROLE_CHOICES = (Object.keys(ROLE_LABELS) as AssignmentRole[]).map((id) => ({ id, name: ROLE_LABELS[id] }));

export function roleLabel(role: string): string {
  return Object.hasOwn(ROLE_LABELS, role) ? ROLE_LABELS[role as AssignmentRole] : role;
}

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'На модерации',
  published: 'Опубликован',
  rejected: 'Отклонён',
};

export const REVIEW_STATUS_CHOICES = (Object.keys(REVIEW_STATUS_LABELS) as ReviewStatus[]).map((id) => ({
  id,
  name: REVIEW_STATUS_LABELS[id],
}));

export function reviewStatusLabel(status: string): string {
  return Object.hasOwn(REVIEW_STATUS_LABELS, status) ? REVIEW_STATUS_LABELS[status as ReviewStatus] : status;
}

/** «Звёздный путь. Казань — 10–12 октября 2026, Казань»: how a picker names an event. */
export function eventLabel(event: Pick<ResultEvent, 'name' | 'date_start' | 'date_end'> & { city?: ResultEvent['city'] }): string {
  const when = event.date_start ? dateRange(event.date_start, event.date_end || event.date_start) : '';
  return [event.name, [when, event.city?.name].filter(Boolean).join(', ')].filter(Boolean).join(' — ');
}

/** An average with two decimals at most and the Russian comma, or a dash. */
export function averageText(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : String(Math.round(value * 100) / 100).replace('.', ',');
}
