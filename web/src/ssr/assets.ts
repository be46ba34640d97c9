/**
 * The scripts and styles a rendered page names in its head (decision 0034), read from the client
 * build's manifest: for each page module the render loaded, its chunk and the chunks it imports
 * (modulepreload) and their styles (stylesheet, so the markup is styled at first paint). What the
 * entry (index.html) already loads is left out.
 */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ClientManifest = Record<string, ManifestChunk>;

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
  const entryFiles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collect(manifest, key, entryFiles, new Set());
  }
  return (moduleIds) => {
    const files = new Set<string>();
    const seen = new Set<string>();
    for (const id of moduleIds) collect(manifest, id, files, seen);
    let links = '';
    for (const file of files) {
      if (entryFiles.has(file)) continue;
      links += file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`;
    }
    return links;
  };
}
