import type { AreaCode } from './areas';
import { areaFromHost, areaFromQuery, isLocalHost } from './areaResolution';

export const EXTERNAL_NOT_ALLOWED = 'Navigating to an external URL is not allowed by default';
export const PROTOCOL_NOT_ALLOWED = 'Cannot navigate to a URL with that protocol';
export const DANGEROUS_PROTOCOLS: ReadonlySet<string> = new Set(['javascript:', 'data:', 'vbscript:']);

export class NavigationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NavigationError';
  }
}

export interface NavigationOptions {
  /** Allow a URL outside the platform (another site, mailto:, tel:...). */
  external?: boolean;
}

export interface NavigationContext {
  /** Current page URL. */
  href: string;
  baseDomain: string;
  area: AreaCode;
}

export type NavigationPlan =
  /** Inside the current area's router: client-side navigation. */
  | { kind: 'router'; path: string }
  /** Another area of the platform, or an allowed external URL: a full page load. */
  | { kind: 'document'; url: string };

const ABSOLUTE_RE = /^[a-z][a-z0-9+.-]*:|^\/\//i;

function isPlatformHost(hostname: string, baseDomain: string): boolean {
  const host = hostname.toLowerCase();
  return host === baseDomain || host.endsWith(`.${baseDomain}`);
}

/**
 * Decides how to reach `to`, or throws a NavigationError:
 * dangerous protocols (javascript:, data:, vbscript:) are always refused, external URLs unless
 * explicitly allowed. Hosts of the platform (the base domain and its subdomains) are not external.
 */
export function planNavigation(to: string, options: NavigationOptions, ctx: NavigationContext): NavigationPlan {
  let url: URL;
  try {
    url = new URL(to, ctx.href);
  } catch {
    throw new NavigationError(PROTOCOL_NOT_ALLOWED);
  }
  if (DANGEROUS_PROTOCOLS.has(url.protocol)) throw new NavigationError(PROTOCOL_NOT_ALLOWED);

  const current = new URL(ctx.href);
  const absolute = ABSOLUTE_RE.test(to.trim());
  const sameOrigin = url.origin === current.origin;
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  const internal = sameOrigin || (web && isPlatformHost(url.hostname, ctx.baseDomain));
  if (absolute && !internal) {
    if (!options.external) throw new NavigationError(EXTERNAL_NOT_ALLOWED);
    return { kind: 'document', url: url.href };
  }
  if (!sameOrigin) return { kind: 'document', url: url.href };

  const targetArea = (isLocalHost(url.hostname) ? areaFromQuery(url.search) : null) ?? areaFromHost(url.hostname, ctx.baseDomain);
  if (targetArea !== ctx.area) return { kind: 'document', url: url.href };
  return { kind: 'router', path: `${url.pathname}${url.search}${url.hash}` };
}
