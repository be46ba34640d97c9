import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../features/shell/Breadcrumbs';
import { buildBreadcrumbs } from '../routes/breadcrumbs';
import { PageCrumbsContext, type CrumbLabels } from '../routes/crumbLabels';
import { fromRouterParams } from '../routes/patterns';
import type { RouteDefinition } from '../routes/types';
import { useRouteDescription } from '../routes/useRouteDescription';
import { useDocumentMeta } from '../shared/ui/useDocumentMeta';

/**
 * Wraps a page: its SEO title and description, and breadcrumbs from the routes' pageName. A route
 * marked `crumbs: 'page'` has its page draw them (PageCrumbs), renamed from its data.
 */
export function RoutePage({ route, page: Page }: { route: RouteDefinition; page: ComponentType }) {
  const params = fromRouterParams(route.pattern, useParams());
  useDocumentMeta(route.title, useRouteDescription(route));
  const crumbs = (labels: CrumbLabels) => (
    <Breadcrumbs items={buildBreadcrumbs(route, params).map((crumb) => ({ ...crumb, label: labels[crumb.name] ?? crumb.label }))} />
  );
  return (
    <PageCrumbsContext.Provider value={crumbs}>
      {route.crumbs !== 'page' && crumbs({})}
      <Page />
    </PageCrumbsContext.Provider>
  );
}
