import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useHostContext } from './AreaContext';
import { planNavigation } from './navigation';
import { buildHref, type HrefTarget } from '../routes/href';

/**
 * Goes to a route by name or to a URL of the platform: inside the current area with the router,
 * to another area with a full page load. External and dangerous URLs are refused (spec section 2).
 */
export function usePlatformNavigate(): { toRoute: (target: HrefTarget) => void; toUrl: (url: string) => boolean } {
  const host = useHostContext();
  const navigate = useNavigate();
  const toUrl = useCallback(
    (url: string): boolean => {
      try {
        const plan = planNavigation(url, {}, { href: window.location.href, baseDomain: host.baseDomain, area: host.area });
        if (plan.kind === 'router') navigate(plan.path);
        else window.location.assign(plan.url);
        return true;
      } catch {
        return false;
      }
    },
    [host, navigate],
  );
  const toRoute = useCallback((target: HrefTarget) => void toUrl(buildHref(target, host).href), [host, toUrl]);
  return { toRoute, toUrl };
}
