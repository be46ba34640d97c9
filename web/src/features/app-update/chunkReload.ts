/**
 * A failed dynamic import (a chunk removed by a new deployment) reloads the page once.
 * The time of the reload is kept in sessionStorage: within 10 seconds of it no second reload
 * happens, so a really missing chunk ends on the error page instead of a reload loop.
 */
export const RELOAD_GUARD_KEY = 'chunk_reload_at';
export const RELOAD_GUARD_MS = 10_000;

const CHUNK_ERROR_RE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR_RE.test(error.message);
}

export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

function defaultEnv(): ReloadEnv {
  return { storage: window.sessionStorage, reload: () => window.location.reload(), now: Date.now };
}

/** Reloads unless a reload happened less than 10 s ago; returns whether it reloaded. */
export function reloadOnce(env: ReloadEnv = defaultEnv()): boolean {
  let last = 0;
  try {
    last = Number(env.storage.getItem(RELOAD_GUARD_KEY)) || 0;
  } catch {
    return false;
  }
  const now = env.now();
  if (now - last < RELOAD_GUARD_MS) return false;
  try {
    env.storage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/** Imports a page; on a chunk load error reloads once, otherwise (or when guarded) rethrows. */
export async function loadPageWithReload<T>(load: () => Promise<T>, env?: ReloadEnv): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnce(env)) {
      // The page is reloading: keep the router waiting instead of flashing an error page.
      return new Promise<T>(() => {});
    }
    throw error;
  }
}

/** Vite reports failed preloads of CSS/JS dependencies through this event. */
export function installPreloadErrorHandler(target: Window = window): () => void {
  const onError = (event: Event) => {
    if (reloadOnce()) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onError);
  return () => target.removeEventListener('vite:preloadError', onError);
}
