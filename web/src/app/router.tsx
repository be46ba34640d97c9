import { createBrowserRouter, matchRoutes, type HydrationState, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { session } from '../features/session/session';
import { skipsSessionCheck } from '../features/session/sessionCheck';
import { GLOBAL_MIDDLEWARE, routesOfArea } from '../routes/registry';
import { buildHref, type HostContext } from '../routes/href';
import { fromRouterParams, toRouterPath } from '../routes/patterns';
import type { RouteDefinition } from '../routes/types';
import { pageNotFound } from '../shared/errors/platformError';
import { loadPageWithReload } from '../features/app-update/chunkReload';
import { AppLayout } from './AppLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RoutePage } from './RoutePage';
import { runRouteGuards, type MiddlewareContext } from './middleware';

/** What a matched route exposes to the layout (titles, breadcrumbs). */
export interface RouteHandle {
  route: RouteDefinition;
}

function routeObject(route: RouteDefinition, host: HostContext): RouteObject {
  const page = route.page;
  return {
    id: route.name,
    path: toRouterPath(route.pattern),
    handle: { route } satisfies RouteHandle,
    loader: async ({ request, params }: LoaderFunctionArgs) => {
      const ctx: MiddlewareContext = {
        route,
        params: fromRouterParams(route.pattern, params),
        url: new URL(request.url),
        loadUser: () => session.load(),
        hrefFor: (name, query) => buildHref({ name, query }, host),
      };
      await runRouteGuards(ctx, GLOBAL_MIDDLEWARE);
      // Spec section 2: every other page checks the session (cached 10 minutes) without waiting for it.
      // Not while rendering on the server: it sends no cookie, and the page is drawn as a guest's.
      if (!import.meta.env.SSR && !skipsSessionCheck(route.name, ctx.url.pathname)) void session.load();
      // A route whose page does not exist yet is an unmatched page: 404, never a placeholder.
      if (!page) throw pageNotFound();
      return null;
    },
    lazy: page
      ? async () => {
          const Page = (await loadPageWithReload(page)).default;
          return { Component: () => <RoutePage route={route} page={Page} /> };
        }
      : undefined,
  };
}

/** Route objects of one area: the layout, an error boundary inside it, the area's pages and a 404 catch-all. */
export function areaRouteObjects(host: HostContext): RouteObject[] {
  return [
    {
      id: 'layout',
      Component: AppLayout,
      HydrateFallback: () => null,
      children: [
        {
          id: 'boundary',
          ErrorBoundary: RouteErrorBoundary,
          children: [
            ...routesOfArea(host.area).map((route) => routeObject(route, host)),
            {
              id: 'not-found',
              path: '*',
              loader: () => {
                throw pageNotFound();
              },
            },
          ],
        },
      ],
    },
  ];
}

export function createAreaRouter(host: HostContext) {
  return createBrowserRouter(areaRouteObjects(host));
}

/**
 * The router that takes over a server-rendered page: the lazy page modules of the address are
 * loaded first (a lazy route still loading would draw nothing where the server drew the page),
 * and the loaders' results come from the page, so nothing runs twice.
 */
export async function createHydratingRouter(host: HostContext, hydrationData: HydrationState) {
  const routes = areaRouteObjects(host);
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { hydrationData });
}
