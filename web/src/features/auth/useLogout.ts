import { useCallback } from 'react';
import { usePlatformNavigate } from '../../app/usePlatformNavigate';
import { useNotifications } from '../notifications';
import { session } from '../session';
import { authApi } from './api';

/**
 * Logout, spec section 4: on success the cache is cleared and the login page opens. A module of
 * its own, apart from the login's hooks: the header's profile menu uses it on every page, and
 * whatever this module imports comes with it into the entry chunk.
 */
export function useLogout(): () => Promise<void> {
  const { toRoute } = usePlatformNavigate();
  const { notify } = useNotifications();
  return useCallback(async () => {
    const response = await authApi.logout();
    if (response.error) {
      notify({ type: 'error', text: response.error.message, time: 5000 });
      return;
    }
    session.reset();
    toRoute({ name: 'id-login' });
  }, [notify, toRoute]);
}
