/**
 * The scripts and styles a rendered page names in its head (decision 0034, 0035), read from the
 * client build's manifest. index.html loads the boot script alone; the app (the `src/main.tsx`
 * entry) and the page's own modules are asked for by boot once the page has loaded. So the head
 * names every style the drawn markup needs (the app's and the page modules', as stylesheets: the
 * markup is styled at first paint) and the page's scripts in a `page-modules` meta tag, which boot
 * turns into modulepreloads beside the app.
 */
import { pageScriptsMeta } from '../app/pageScripts';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ClientManifest = Record<string, ManifestChunk>;

/** The manifest's key of the app's entry. */
export const APP_ENTRY = 'src/main.tsx';

function collect(manifest: ClientManifest, key: string, into: Set<string>, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into, seen);
}

export function createAssetLinks(manifest: ClientManifest): (moduleIds: string[]) => string {
  // What index.html loads itself (the boot script), and what boot imports anyway (the app).
  const loaded = new Set<string>();
  collect(manifest, 'index.html', loaded, new Set());
  const app = new Set<string>();
  collect(manifest, APP_ENTRY, app, new Set());
  return (moduleIds) => {
    const files = new Set(app);
    const seen = new Set<string>();
    for (const id of moduleIds) collect(manifest, id, files, seen);
    let styles = '';
    const scripts: string[] = [];
    for (const file of files) {
      if (loaded.has(file)) continue;
      if (file.endsWith('.css')) styles += `<link rel="stylesheet" crossorigin href="/${file}">`;
      else if (!app.has(file)) scripts.push(`/${file}`);
    }
    return styles + pageScriptsMeta(scripts);
  };
}
