/** Query keys of the admin's own queries (react-admin keys its resources itself). */
export const adminKeys = {
  all: ['admin'] as const,
  userAudit: (id: number | string) => [...adminKeys.all, 'users', String(id), 'audit'] as const,
};
