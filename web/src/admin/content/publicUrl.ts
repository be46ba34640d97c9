import { isLocalHost } from '../../app/areaResolution';
import type { AreaCode } from '../../app/areas';
import { areaHost, type HostContext } from '../../routes/href';

/** Where visitors see a page of an area: `?domain=` on a local host, else the area's own host. */
export function publicPageUrl(area: AreaCode, path: string, host: HostContext): string {
  if (isLocalHost(host.hostname)) return `${path}?domain=${encodeURIComponent(area)}`;
  const port = host.port ? `:${host.port}` : '';
  return `${host.protocol}//${areaHost(area, host.baseDomain)}${port}${path}`;
}
