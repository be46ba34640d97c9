/**
 * The scripts of a server-drawn page's own modules (decision 0035). The server names them in a
 * meta tag of the head (src/ssr/assets.ts) instead of modulepreload links, which the browser would
 * fetch at once, beside the page's text, styles and pictures; boot (src/boot.ts) preloads them
 * with the app, after the page has loaded.
 */
export const PAGE_SCRIPTS_META = 'page-modules';

export function pageScriptsMeta(files: readonly string[]): string {
  return files.length > 0 ? `<meta name="${PAGE_SCRIPTS_META}" content="${files.join(' ')}">` : '';
}

export function pageScripts(doc: Document = document): string[] {
  const names = doc.querySelector<HTMLMetaElement>(`meta[name="${PAGE_SCRIPTS_META}"]`)?.content ?? '';
  return names.split(' ').filter(Boolean);
}

export function preloadScript(href: string, doc: Document = document): void {
  const link = doc.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  doc.head.append(link);
}
