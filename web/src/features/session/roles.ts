import type { KnownRoleCode } from './types';

/** Russian names of the role codes (spec section 3), for the admin area. */
export const ROLE_NAMES: Record<KnownRoleCode, string> = {
  Admin: 'Администратор',
  ManagerNews: 'Менеджер новостей',
  ManagerPosters: 'Менеджер афиш',
  ManagerUsers: 'Менеджер пользователей',
  ManagerOrders: 'Менеджер заказов',
  ManagerOrdersSenior: 'Старший менеджер заказов',
  ManagerSeo: 'SEO-менеджер',
  ManagerTickets: 'Менеджер билетов',
};

export function roleName(code: string): string {
  return (ROLE_NAMES as Record<string, string>)[code] ?? code;
}
