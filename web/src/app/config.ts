/**
 * Run-time configuration injected by the server into index.html, read once at start-up from a
 * JSON data block (never executed, so the page needs no inline script and the
 * Content-Security-Policy can say `script-src 'self'`):
 *   <script type="application/json" id="platform-config">{"baseDomain":"example.ru"}</script>
 * Without it, or when it is not valid JSON, the base domain is `localhost` (development and tests).
 */
export interface PlatformConfig {
  baseDomain: string;
}

export const DEFAULT_BASE_DOMAIN = 'localhost';
export const CONFIG_ELEMENT_ID = 'platform-config';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readPlatformConfig(source: unknown): PlatformConfig {
  const raw = isRecord(source) ? source['baseDomain'] : undefined;
  const baseDomain =
    typeof raw === 'string' && /^[a-z0-9.-]+$/i.test(raw.trim())
      ? raw
          .trim()
          .toLowerCase()
          .replace(/^\.+|\.+$/g, '')
      : '';
  return { baseDomain: baseDomain || DEFAULT_BASE_DOMAIN };
}

/** The parsed text of the config data block; undefined when it is missing or not valid JSON. */
export function configFromDocument(doc: Document | undefined): unknown {
  const text = doc?.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const platformConfig: PlatformConfig = readPlatformConfig(
  configFromDocument(typeof document === 'undefined' ? undefined : document),
);
