import { createContext, useContext, useEffect } from 'react';

/** Names of the route's breadcrumbs taken from the page's data, by route name. */
export type CrumbLabels = Readonly<Record<string, string>>;

/** Set by RoutePage: where a page hands its data's names to the breadcrumbs above it. */
export const CrumbLabelsContext = createContext<(labels: CrumbLabels) => void>(() => undefined);

/**
 * Names the breadcrumbs of this route by the page's data once it has arrived (an article's title
 * instead of «Статья», its section's name instead of «Блог»); until then, and after the page is
 * left, the routes' own names stand.
 */
export function useCrumbLabels(labels: CrumbLabels | null): void {
  const set = useContext(CrumbLabelsContext);
  const key = labels ? JSON.stringify(labels) : '';
  useEffect(() => {
    if (!key) return undefined;
    set(JSON.parse(key) as CrumbLabels);
    return () => set({});
  }, [key, set]);
}
