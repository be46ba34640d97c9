/**
 * Run-time configuration injected by the server into index.html, read once at start-up:
 *   <script>window.__PLATFORM__ = {"baseDomain": "example.ru"}</script>
 * Without it the base domain is `localhost` (development and tests).
 */
export interface PlatformConfig {
  baseDomain: string;
}

declare global {
  interface Window {
    __PLATFORM__?: Partial<PlatformConfig>;
  }
}

export const DEFAULT_BASE_DOMAIN = 'localhost';

export function readPlatformConfig(source: Partial<PlatformConfig> | undefined): PlatformConfig {
  const raw = source?.baseDomain;
  const baseDomain =
    typeof raw === 'string' && /^[a-z0-9.-]+$/i.test(raw.trim()) ? raw.trim().toLowerCase().replace(/^\.+|\.+$/g, '') : '';
  return { baseDomain: baseDomain || DEFAULT_BASE_DOMAIN };
}

export const platformConfig: PlatformConfig = readPlatformConfig(
  typeof window === 'undefined' ? undefined : window.__PLATFORM__,
);
