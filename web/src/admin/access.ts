import { findRoute } from '../routes/registry';
import { api, type ApiClient } from '../shared/api';

/** GET /api/admin/access (docs/api.md): the sections of the user's roles. */
export interface AdminAccess {
  sections: string[];
  roles: string[];
}

export type AccessResult =
  | { kind: 'ok'; access: AdminAccess }
  | { kind: 'guest' }
  | { kind: 'forbidden'; message: string }
  | { kind: 'error'; status: number; message: string };

export async function fetchAccess(client: ApiClient = api): Promise<AccessResult> {
  const response = await client.get<AdminAccess>('/api/admin/access', { retry: 0 });
  if (response.status === 401) return { kind: 'guest' };
  if (response.status === 403) return { kind: 'forbidden', message: response.error?.message ?? 'Доступ запрещен' };
  if (response.error || !response.data || !Array.isArray(response.data.sections)) {
    return { kind: 'error', status: response.status, message: response.error?.message ?? 'Ошибка сервера' };
  }
  return {
    kind: 'ok',
    access: { sections: response.data.sections, roles: Array.isArray(response.data.roles) ? response.data.roles : [] },
  };
}

/**
 * Admin sections built so far, in menu order, with the resource or route each opens. Sections of
 * spec section 2 not built yet are absent (not placeholders), even when a role grants them.
 */
export const BUILT_SECTIONS: readonly { section: string; label: string; to: string }[] = [
  { section: 'search', label: 'Поиск', to: '/search' },
  { section: 'users', label: 'Пользователи', to: '/users' },
  { section: 'roles', label: 'Роли', to: '/roles' },
  { section: 'users/profile', label: 'Мой профиль', to: '/users/profile' },
];

export function canAssignRoles(access: AdminAccess): boolean {
  return access.roles.includes('Admin');
}

/**
 * Sections of this platform that spec section 2 does not list (the halls' rental, the school and
 * its bookings, the public forms' requests, the outbox), so the route registry has no admin page of
 * theirs to take a name from: their names as the menu groups them.
 */
const PLATFORM_SECTIONS: Record<string, string> = {
  rentals: 'Аренда',
  school: 'Школа',
  'school/bookings': 'Записи на занятия',
  requests: 'Заявки',
  outbox: 'Почта и SMS',
  'content/widgets': 'Виджеты CRM',
};

/** The Russian name of an admin section (the registry's page name of `admin-<section>`). */
export function sectionName(section: string): string {
  return findRoute(`admin-${section.replace(/\//g, '-')}`)?.pageName ?? PLATFORM_SECTIONS[section] ?? section;
}
