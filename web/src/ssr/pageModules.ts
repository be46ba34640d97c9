/**
 * The page modules a render loaded, named as in the client build's manifest
 * (`src/brands/main/HomePage.tsx`), so the page can name the scripts and styles it needs.
 * The server build wraps each `import()` of the route registry in `pageModule` (build/pageModules.ts).
 */
const loaded = new Set<string>();

export function pageModule<T>(id: string, load: () => Promise<T>): Promise<T> {
  loaded.add(id);
  return load();
}

/** The modules loaded since the last call (renders run one at a time). */
export function takeLoadedModules(): string[] {
  const ids = [...loaded];
  loaded.clear();
  return ids;
}
