import type { HostContext } from '../routes/href';
import { resolveArea } from './areaResolution';
import { platformConfig } from './config';

/** The host context of the running page, read once at start-up. */
export function readHostContext(
  location: Pick<Location, 'protocol' | 'hostname' | 'port' | 'search'> = window.location,
  baseDomain = platformConfig.baseDomain,
): HostContext {
  return {
    protocol: location.protocol,
    hostname: location.hostname,
    port: location.port,
    search: location.search,
    baseDomain,
    area: resolveArea(location, baseDomain),
  };
}
