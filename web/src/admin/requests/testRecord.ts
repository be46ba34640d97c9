import type { AdminRequest } from './types';

/** For tests: a new callback request as the admin API returns it, with the given fields changed. */
export function adminRequest(fields: Partial<AdminRequest> = {}): AdminRequest {
  return {
    id: 7,
    area: 'main',
    form: 'callback',
    name: 'Анна',
    phone: '+79161234567',
    email: null,
    message: 'После 18:00',
    page: '/o-nas/',
    details: [],
    file: null,
    utm_source: 'yandex',
    utm_medium: null,
    utm_campaign: null,
    status: 'new',
    assignee_id: null,
    assignee_name: null,
    manager_note: null,
    created_at: '2026-11-24T10:00:00Z',
    updated_at: '2026-11-24T10:00:00Z',
    ...fields,
  };
}
