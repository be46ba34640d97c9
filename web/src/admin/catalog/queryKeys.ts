import { adminKeys } from '../queryKeys';

/** Query keys of the catalogue's own queries (react-admin keys its resources itself). */
export const catalogKeys = {
  all: [...adminKeys.all, 'catalog'] as const,
  audit: (entity: string, id: number | string) => [...catalogKeys.all, 'audit', entity, String(id)] as const,
};
