import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { usePlatformNavigate } from '../../app/usePlatformNavigate';
import { session } from '../session';
import type { User } from '../session';
import { AUTH_TEXT } from './messages';

/** The `back` URL the auth middleware put on the login link, if any. */
export function useBackParam(): string | undefined {
  const [params] = useSearchParams();
  return params.get('back') ?? undefined;
}

/**
 * Login (or registration) success, spec section 4: the cached time is cleared and the answered
 * user becomes the session; then the page the guest came from (`back`, platform URLs only) or
 * the main page opens.
 */
export function useAfterLogin(fallback: string = 'main'): (user: User) => void {
  const back = useBackParam();
  const { toRoute, toUrl } = usePlatformNavigate();
  return useCallback(
    (user: User) => {
      session.clear();
      session.setUser(user);
      const flash = { type: 'success', text: AUTH_TEXT.success, time: 5000 } as const;
      if (back && toUrl(back, { flash })) return;
      toRoute({ name: fallback }, { flash });
    },
    [back, fallback, toRoute, toUrl],
  );
}
