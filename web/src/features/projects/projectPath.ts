/** The projects' pages live under this path (the list, the catch-all and the two fixed routes). */
export const PROJECTS_PREFIX = '/kreativnye-proekty/';

/**
 * The project slug of a project page's path: `/kreativnye-proekty/imena-rossii/` -> `imena-rossii`.
 * The catch-all route takes nested segments too; they are kept, and the API answers 404 for them.
 */
export function projectSlugFromPath(pathname: string): string {
  if (!pathname.startsWith(PROJECTS_PREFIX)) return '';
  return pathname.slice(PROJECTS_PREFIX.length).replace(/\/+$/, '');
}

/** Paragraphs of a plain-text section: blank lines separate them. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
