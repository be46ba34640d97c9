import { useCallback } from 'react';
import { usePlatformNavigate } from '../../app/usePlatformNavigate';
import { session } from '../session';
import type { User } from '../session';

/**
 * Spec section 4: edit or upload success reloads the user (an account call that answers the user
 * gives it at once: the same record /api/auth/me would); delete success goes to the main page.
 */
export function useAccountActions() {
  const { toRoute } = usePlatformNavigate();
  const afterEdit = useCallback((user?: User) => {
    if (user) session.setUser(user);
    else void session.reload();
  }, []);
  const afterDelete = useCallback(() => {
    session.reset();
    toRoute({ name: 'main' }, { flash: { type: 'success', text: 'Аккаунт удалён', time: 5000 } });
  }, [toRoute]);
  return { afterEdit, afterDelete };
}
