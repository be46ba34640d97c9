import type { AreaCode } from '../../app/areas';
import { areaHref, buildHref, type HostContext } from '../../routes/href';

/** Where visitors see a page of an area: `?domain=` on a local host, else the area's own host. */
export function publicPageUrl(area: AreaCode, path: string, host: HostContext): string {
  return areaHref(area, path, host).href;
}

/** The editors' preview of a page of any area, draft included: main's /content/?page=<id> (decision 0041). */
export function previewPageUrl(id: number, host: HostContext): string {
  return buildHref({ name: 'content', query: { page: id } }, host).href;
}
