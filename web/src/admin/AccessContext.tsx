import { createContext, useContext } from 'react';
import type { AdminAccess } from './access';

export const AccessContext = createContext<AdminAccess>({ sections: [], roles: [] });

export function useAdminAccess(): AdminAccess {
  return useContext(AccessContext);
}
