import { createContext, useContext, type ReactNode } from 'react';
import { isLocalHost } from './areaResolution';
import type { AreaCode } from './areas';
import { buildHref, type BuiltHref, type HostContext, type HrefTarget } from '../routes/href';

const HostContextValue = createContext<HostContext | null>(null);

export function HostProvider({ value, children }: { value: HostContext; children: ReactNode }) {
  return <HostContextValue.Provider value={value}>{children}</HostContextValue.Provider>;
}

export function useHostContext(): HostContext {
  const value = useContext(HostContextValue);
  if (!value) throw new Error('useHostContext must be used inside HostProvider');
  return value;
}

export function useArea(): AreaCode {
  return useHostContext().area;
}

/**
 * The `domain` an API call names the area by: the area on a local host (where the server reads
 * it from `?domain=`), nothing on a real domain (the server reads the host name).
 */
export function useApiDomain(): AreaCode | undefined {
  const host = useHostContext();
  return isLocalHost(host.hostname) ? host.area : undefined;
}

/** Builds links by route name for the current host (see routes/href.ts). */
export function useHref(): (target: HrefTarget) => BuiltHref {
  const host = useHostContext();
  return (target) => buildHref(target, host);
}
