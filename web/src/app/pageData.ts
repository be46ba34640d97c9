import { hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * The data a server-rendered page carries for the app to take its markup over (decision 0034): the
 * query cache's answers the page was drawn from and the router's loader data. It sits in the head
 * as a JSON data block, never executed, so the Content-Security-Policy keeps `script-src 'self'`:
 *   <script type="application/json" id="platform-data">{"queries":…,"router":…}</script>
 */
export interface PageData {
  queries: DehydratedState;
  router: HydrationState;
}

export const PAGE_DATA_ELEMENT_ID = 'platform-data';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The page's embedded data, or null when the page came without markup (or the block is broken). */
export function readPageData(doc: Document = document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || !isRecord(value['queries']) || !isRecord(value['router'])) return null;
    return value as unknown as PageData;
  } catch {
    return null;
  }
}

/** The data block for the head. "<" as \u003c: nothing in the JSON can end the element. */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

/** How long after the page's load its answers count as fresh enough not to be asked again on mount. */
export const PAGE_DATA_FRESH_MS = 60 * 1000;

/**
 * Puts the page's answers in the query cache. The pages' queries refetch on mount by default
 * (stale at once); those still holding the answer the page came with are not asked again on
 * their first mount (the second round trip this data is here to save) within a minute of the
 * page's load. The minute counts from the load, not from when the answers were drawn: the server
 * keeps a page's markup until what it shows changes (decision 0034), so a page drawn an hour ago
 * is as current when sent as one drawn now, and a browser keeps it at most a minute (max-age=60).
 */
export function hydratePageData(queryClient: QueryClient, data: PageData, loadedAt: number = performance.timeOrigin): void {
  hydrate(queryClient, data.queries);
  const cameWith = new Map(data.queries.queries.map((query) => [query.queryHash, query.state.dataUpdatedAt]));
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      refetchOnMount: (query: Query) =>
        !(cameWith.get(query.queryHash) === query.state.dataUpdatedAt && Date.now() - loadedAt < PAGE_DATA_FRESH_MS),
    },
  });
}
