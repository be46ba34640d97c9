import type { AreaCode } from '../app/areas';
import { areaFromHost, DOMAIN_PARAM, isLocalHost } from '../app/areaResolution';
import { buildPath } from './patterns';
import { getRoute } from './registry';
import type { RouteParams } from './types';

/** Where the page runs: enough of `window.location` to build links for the current host. */
export interface HostContext {
  protocol: string;
  hostname: string;
  port: string;
  search: string;
  baseDomain: string;
  area: AreaCode;
}

export interface HrefTarget {
  name: string;
  params?: RouteParams;
  hash?: string;
  query?: Record<string, string | number | undefined>;
}

export interface BuiltHref {
  href: string;
  /** True when the link stays inside the current area's router (client-side navigation). */
  sameArea: boolean;
}

/** Host serving an area on a real domain: the bare base domain for main, `<area>.<base>` otherwise. */
export function areaHost(area: AreaCode, baseDomain: string): string {
  return area === 'main' ? baseDomain : `${area}.${baseDomain}`;
}

/**
 * The one helper that turns a route name into a URL for the current host:
 * - same area: a path (on local hosts the current `domain` parameter is kept);
 * - another area on a local host: the path with `?domain=<area>`;
 * - another area on a real domain: an absolute URL on that area's subdomain.
 */
export function buildHref(target: HrefTarget, ctx: HostContext): BuiltHref {
  const route = getRoute(target.name);
  const hash = target.hash ? `#${target.hash.replace(/^#/, '')}` : '';
  return areaHref(route.area, buildPath(route.pattern, target.params), ctx, target.query, hash);
}

/**
 * A path of an area (`events`, `/festivals/`) as a URL for the current host, by buildHref's rules;
 * `query` joins the `domain` parameter of local hosts, `hash` (with its `#`) ends the URL.
 */
export function areaHref(area: AreaCode, path: string, ctx: HostContext, query: HrefTarget['query'] = {}, hash = ''): BuiltHref {
  const params = new URLSearchParams();
  const local = isLocalHost(ctx.hostname);
  const sameArea = area === ctx.area;
  if (local) {
    const current = new URLSearchParams(ctx.search).get(DOMAIN_PARAM);
    if (current !== null || area !== areaFromHost(ctx.hostname, ctx.baseDomain)) {
      params.set(DOMAIN_PARAM, area);
    }
  }
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && key !== DOMAIN_PARAM) params.set(key, String(value));
  }
  const qs = params.toString();
  const relative = `${path}${qs ? `?${qs}` : ''}${hash}`;
  if (sameArea || local) return { href: relative, sameArea };
  const port = ctx.port ? `:${ctx.port}` : '';
  return { href: `${ctx.protocol}//${areaHost(area, ctx.baseDomain)}${port}${relative}`, sameArea };
}

/**
 * A path of the current area typed by an editor (`/o-nas/`, `/tarify/#pricing`): on local hosts the
 * current `domain` parameter is kept, as buildHref keeps it.
 */
export function areaPathHref(path: string, ctx: HostContext): string {
  const hashAt = path.indexOf('#');
  const pathname = hashAt < 0 ? path : path.slice(0, hashAt);
  return areaHref(ctx.area, pathname, ctx, {}, hashAt < 0 ? '' : path.slice(hashAt)).href;
}

/** Link to the root of the current area: used by the error page's button (keeps `?domain=`). */
export function homeHref(ctx: HostContext): string {
  return buildHref({ name: ctx.area }, ctx).href;
}
