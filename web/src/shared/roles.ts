/** Role codes of spec section 3 (docs/permissions.md): any of them opens the admin area. */
export const ROLE_CODES = [
  'Admin',
  'ManagerNews',
  'ManagerPosters',
  'ManagerUsers',
  'ManagerOrders',
  'ManagerOrdersSenior',
  'ManagerSeo',
  'ManagerTickets',
] as const;

export type RoleCode = (typeof ROLE_CODES)[number];
