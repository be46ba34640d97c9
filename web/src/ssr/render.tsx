import { dehydrate, type Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/App';
import { readHostContext } from '../app/hostContext';
import { pageDataScript } from '../app/pageData';
import { areaRouteObjects } from '../app/router';
import { queryClient } from '../shared/api';
import { takeLoadedModules } from './pageModules';

/** What the platform server asks for a page (decision 0034): `status` 200 with the markup, or why not. */
export interface RenderResult {
  status: number;
  /** Put before </head>: the page's scripts and styles, and its data block. */
  head: string;
  /** Put inside <div id="root">. */
  body: string;
  /** The site area the page is drawn for: `data-area` of <html> (the design tokens follow it). */
  area?: string;
}

/** A page whose data needs more rounds than this (query after query) is left to the browser. */
const MAX_PASSES = 5;

/**
 * Personal answers are never part of a rendered page, which is the same for every visitor: the
 * session (the header shows its neutral state until the browser knows the user) and whatever a
 * query marks `meta: { personal: true }`.
 */
function personal(query: Query): boolean {
  return query.queryKey[0] === 'session' || query.meta?.['personal'] === true;
}

function waiting(query: Query): boolean {
  if (personal(query) || query.state.status !== 'pending' || query.state.fetchStatus === 'fetching') return false;
  const enabled = query.options.queryFn !== undefined && (query.options as { enabled?: unknown }).enabled;
  return enabled !== false && typeof enabled !== 'function';
}

const notRendered = (status: number): RenderResult => ({ status, head: '', body: '' });

/**
 * Renders the page at `url` as the browser would draw it once its data is in: the route's
 * loaders run (guards, 404), then the tree is drawn, the queries it asked for are fetched, and
 * it is drawn again until nothing new is asked. Renders run one at a time: the query cache and
 * the loaded-modules list are this process's own.
 */
export async function renderPage(url: string, baseDomain: string, assetLinks: (moduleIds: string[]) => string): Promise<RenderResult> {
  const host = readHostContext(new URL(url), baseDomain);
  if (host.area === 'admin') return notRendered(404);
  queryClient.clear();
  takeLoadedModules();
  try {
    const handler = createStaticHandler(areaRouteObjects(host));
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return notRendered(context.status);
    if (context.statusCode !== 200 || context.errors) return notRendered(context.statusCode === 200 ? 500 : context.statusCode);
    const router = createStaticRouter(handler.dataRoutes, context);
    const app = (
      <AppProviders host={host}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    );
    let body = renderToString(app);
    for (let pass = 1; ; pass += 1) {
      const asked = queryClient.getQueryCache().getAll().filter(waiting);
      if (asked.length === 0) break;
      if (pass >= MAX_PASSES) return notRendered(508);
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
      body = renderToString(app);
    }
    // A page drawn with a failed answer would show the error the browser may not get: leave it to the browser.
    const failed = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => !personal(query) && query.state.status === 'error');
    if (failed.length > 0) {
      for (const query of failed) console.error(`renderer: ${url}: ${JSON.stringify(query.queryKey)} failed:`, query.state.error);
      return notRendered(502);
    }
    const queries = dehydrate(queryClient, { shouldDehydrateQuery: (query) => !personal(query) && query.state.status === 'success' });
    const data = { queries, router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors } };
    return { status: 200, head: assetLinks(takeLoadedModules()) + pageDataScript(data), body, area: host.area };
  } finally {
    queryClient.clear();
  }
}
