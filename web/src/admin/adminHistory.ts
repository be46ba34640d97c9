import { parsePath, UNSAFE_createBrowserHistory, type HistoryRouterProps, type Location, type To } from 'react-router';
import { DOMAIN_PARAM } from '../app/areaResolution';

type History = HistoryRouterProps['history'];

/** `to` with `name=value` in its query (a path string or a partial path). */
export function withParam(to: To, name: string, value: string): To {
  const path = typeof to === 'string' ? parsePath(to) : { ...to };
  // A path-less `to` ({search} alone) stays relative to the current address, as react-admin means it.
  const query = new URLSearchParams(path.search ?? '');
  query.set(name, value);
  return { ...path, search: `?${query.toString()}` };
}

/** The location without `name` in its query, as the screens should see it. */
export function withoutParam(location: Location, name: string): Location {
  const query = new URLSearchParams(location.search);
  if (!query.has(name)) return location;
  query.delete(name);
  const search = query.toString();
  return { ...location, search: search === '' ? '' : `?${search}` };
}

/**
 * The admin's browser history (decision 0032). On a real domain the plain one. On a local host the
 * area is the `?domain=admin` parameter (decision 0001), which react-admin's own links and list
 * filters know nothing of: every address written keeps it, and every location read hides it, so
 * a list's query (filter, sort, page) stays react-admin's alone and a reload stays in the admin.
 */
export function createAdminHistory(domain: string | null, base: History = UNSAFE_createBrowserHistory({ v5Compat: true })): History {
  if (domain === null) return base;
  const keep = (to: To) => withParam(to, DOMAIN_PARAM, domain);
  return {
    get action() {
      return base.action;
    },
    get location() {
      return withoutParam(base.location, DOMAIN_PARAM);
    },
    createHref: (to) => base.createHref(keep(to)),
    createURL: (to) => base.createURL(keep(to)),
    encodeLocation: (to) => base.encodeLocation(to),
    push: (to, state?: unknown) => base.push(keep(to), state),
    replace: (to, state?: unknown) => base.replace(keep(to), state),
    go: (delta) => base.go(delta),
    listen: (listener) => base.listen((update) => listener({ ...update, location: withoutParam(update.location, DOMAIN_PARAM) })),
  };
}
