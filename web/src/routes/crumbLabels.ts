import { createContext, useContext, type ReactNode } from 'react';

/** Names of the route's breadcrumbs taken from the page's data, by route name. */
export type CrumbLabels = Readonly<Record<string, string>>;

/** Set by RoutePage: draws the route's breadcrumbs with the given names. */
export const PageCrumbsContext = createContext<(labels: CrumbLabels) => ReactNode>(() => null);

/**
 * The breadcrumbs of a route marked `crumbs: 'page'`, drawn by its page in the same render as its
 * data (an article's title instead of «Статья», its section's name instead of «Блог»), so a page
 * drawn on the server has them right and nothing moves when the browser takes it over. Without
 * data (loading) the routes' own names stand.
 */
export function PageCrumbs({ labels }: { labels: CrumbLabels | null }): ReactNode {
  return useContext(PageCrumbsContext)(labels ?? {});
}
