import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useHostContext } from './AreaContext';
import { planNavigation } from './navigation';
import { buildHref, type HrefTarget } from '../routes/href';
import { saveFlash } from '../features/notifications/flash';
import type { NotificationInput } from '../features/notifications/types';

export interface NavigateOptions {
  /** Shown after a full page load (another area); inside the area the caller shows it itself. */
  flash?: NotificationInput;
}

/**
 * Goes to a route by name or to a URL of the platform: inside the current area with the router,
 * to another area with a full page load. External and dangerous URLs are refused (spec section 2).
 */
export function usePlatformNavigate(): {
  toRoute: (target: HrefTarget, options?: NavigateOptions) => void;
  toUrl: (url: string, options?: NavigateOptions) => boolean;
} {
  const host = useHostContext();
  const navigate = useNavigate();
  const toUrl = useCallback(
    (url: string, options: NavigateOptions = {}): boolean => {
      try {
        const plan = planNavigation(url, {}, { href: window.location.href, baseDomain: host.baseDomain, area: host.area });
        if (plan.kind === 'router') {
          navigate(plan.path);
        } else {
          if (options.flash) saveFlash(options.flash);
          window.location.assign(plan.url);
        }
        return true;
      } catch {
        return false;
      }
    },
    [host, navigate],
  );
  const toRoute = useCallback(
    (target: HrefTarget, options?: NavigateOptions) => void toUrl(buildHref(target, host).href, options),
    [host, toUrl],
  );
  return { toRoute, toUrl };
}
