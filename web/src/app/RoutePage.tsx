import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../features/shell/Breadcrumbs';
import { buildBreadcrumbs } from '../routes/breadcrumbs';
import { fromRouterParams } from '../routes/patterns';
import type { RouteDefinition } from '../routes/types';
import { useDocumentMeta } from '../shared/ui/useDocumentMeta';

/** Wraps a page: its SEO title and description, and breadcrumbs from the routes' pageName. */
export function RoutePage({ route, page: Page }: { route: RouteDefinition; page: ComponentType }) {
  const params = fromRouterParams(route.pattern, useParams());
  useDocumentMeta(route.title, route.description);
  return (
    <>
      <Breadcrumbs items={buildBreadcrumbs(route, params)} />
      <Page />
    </>
  );
}
