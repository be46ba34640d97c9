import type { AreaCode } from '../../app/areas';
import { areaHref, type HostContext } from '../../routes/href';

/** Where visitors see a page of an area: `?domain=` on a local host, else the area's own host. */
export function publicPageUrl(area: AreaCode, path: string, host: HostContext): string {
  return areaHref(area, path, host).href;
}
