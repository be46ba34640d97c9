/**
 * Where the session check is skipped (spec section 2): pages named login, register and
 * public-page, and paths starting with /_nuxt, /storage, /favicon.ico and /api.
 * Route names of the registry end with the page name (`id-login`, `id-registration`).
 */
export const SESSION_SKIP_PAGES: readonly string[] = ['login', 'register', 'registration', 'public-page'];
export const SESSION_SKIP_PATHS: readonly string[] = ['/_nuxt', '/storage', '/favicon.ico', '/api'];

export function skipsSessionCheck(routeName: string, pathname: string): boolean {
  const page = routeName.split('-').slice(1).join('-') || routeName;
  if (SESSION_SKIP_PAGES.includes(routeName) || SESSION_SKIP_PAGES.includes(page)) return true;
  return SESSION_SKIP_PATHS.some((prefix) => pathname.startsWith(prefix));
}
