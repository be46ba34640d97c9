/** Version of the running build: written into index.html by the build (meta app-version). */
export function runningVersion(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string {
  // Rendered on the server there is no page yet, so no version to poll for.
  return doc?.querySelector('meta[name="app-version"]')?.getAttribute('content') ?? '';
}

/** A usable build id: not empty, not the unreplaced placeholder of a dev server. */
export function isBuildVersion(version: string): boolean {
  return version !== '' && !version.startsWith('%') && version !== 'dev';
}

export const VERSION_URL = '/version.json';
export const VERSION_POLL_MS = 5 * 60 * 1000;
