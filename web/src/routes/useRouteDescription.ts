import { useEffect } from 'react';
import { writeDescription } from '../shared/ui/useDocumentMeta';
import type { RouteDefinition } from './types';

type Describe = (route: RouteDefinition) => string;
let describe: Describe | null = null;
let loading: Promise<Describe> | null = null;
/** The page the app started on: its head came from the server, description included. */
let firstPage = true;

function loadDescriptions(): Promise<Describe> {
  loading ??= import('./descriptions').then((module) => (describe = module.routeDescription));
  return loading;
}

/**
 * The route's meta description for the document's head: an area's home has it at once; any other
 * route's comes from descriptions.ts, loaded on the first navigation away from the page the
 * server sent (whose head already holds its own), so the entry does not carry the texts. The
 * late one is written straight into the head, not through a new render: a render would run the
 * route's title effect again over a title the page set from its data (a mentor's name).
 */
export function useRouteDescription(route: RouteDefinition): string | undefined {
  const known = route.description ?? describe?.(route);
  useEffect(() => {
    const first = firstPage;
    firstPage = false;
    if (known === undefined && !first) void loadDescriptions().then((late) => writeDescription(late(route)));
  }, [known, route]);
  return known;
}
