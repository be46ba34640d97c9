import { isAreaCode, type AreaCode } from './areas';

/** Query parameter that chooses the area on local hosts (decision 0001). */
export const DOMAIN_PARAM = 'domain';

/**
 * Local hosts: `localhost`, `*.localhost` (browsers resolve them to loopback) and the loopback
 * addresses 127.0.0.1 and [::1], so a server started on 127.0.0.1 can be browsed with `?domain=`
 * (the same list as the server's site/areas.cpp).
 */
export function isLocalHost(hostname: string): boolean {
  const host = normalizeHost(hostname);
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '::1' || host === '[::1]';
}

function normalizeHost(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, '');
}

/**
 * Area chosen by the host alone: the label right under the base domain (`bravo.example.ru` and
 * `www.bravo.example.ru` -> bravo, as the server decides); anything else -> main.
 */
export function areaFromHost(hostname: string, baseDomain: string): AreaCode {
  const host = normalizeHost(hostname);
  const base = normalizeHost(baseDomain);
  if (!host.endsWith(`.${base}`)) return 'main';
  const labels = host.slice(0, -(base.length + 1)).split('.');
  const label = labels[labels.length - 1] ?? '';
  return isAreaCode(label) ? label : 'main';
}

/** The `domain` query parameter, when it names a known area. */
export function areaFromQuery(search: string): AreaCode | null {
  const value = new URLSearchParams(search).get(DOMAIN_PARAM)?.trim().toLowerCase() ?? '';
  return isAreaCode(value) ? value : null;
}

export interface AreaLocation {
  hostname: string;
  search: string;
}

/** The area of a page: on local hosts `?domain=` wins, otherwise the host decides. */
export function resolveArea(location: AreaLocation, baseDomain: string): AreaCode {
  if (isLocalHost(location.hostname)) {
    const fromQuery = areaFromQuery(location.search);
    if (fromQuery) return fromQuery;
  }
  return areaFromHost(location.hostname, baseDomain);
}

/** The look used by the error page: welcome is treated as main (spec section 1). */
export function errorPageArea(area: AreaCode): AreaCode {
  return area === 'welcome' ? 'main' : area;
}
