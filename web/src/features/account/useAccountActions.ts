import { useCallback } from 'react';
import { usePlatformNavigate } from '../../app/usePlatformNavigate';
import { session } from '../session/session';

/** Spec section 4: edit or upload success reloads the user; delete success goes to the main page. */
export function useAccountActions() {
  const { toRoute } = usePlatformNavigate();
  const afterEdit = useCallback(() => session.reload(), []);
  const afterDelete = useCallback(() => {
    session.reset();
    toRoute({ name: 'main' }, { flash: { type: 'success', text: 'Аккаунт удалён', time: 5000 } });
  }, [toRoute]);
  return { afterEdit, afterDelete };
}
