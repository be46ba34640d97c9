import { useState, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../features/shell/Breadcrumbs';
import { buildBreadcrumbs } from '../routes/breadcrumbs';
import { CrumbLabelsContext, type CrumbLabels } from '../routes/crumbLabels';
import { fromRouterParams } from '../routes/patterns';
import type { RouteDefinition } from '../routes/types';
import { useDocumentMeta } from '../shared/ui/useDocumentMeta';

/**
 * Wraps a page: its SEO title and description, and breadcrumbs from the routes' pageName, which
 * the page may rename from its data (useCrumbLabels).
 */
export function RoutePage({ route, page: Page }: { route: RouteDefinition; page: ComponentType }) {
  const params = fromRouterParams(route.pattern, useParams());
  useDocumentMeta(route.title, route.description);
  const [labels, setLabels] = useState<CrumbLabels>({});
  const crumbs = buildBreadcrumbs(route, params).map((crumb) => ({ ...crumb, label: labels[crumb.name] ?? crumb.label }));
  return (
    <CrumbLabelsContext.Provider value={setLabels}>
      <Breadcrumbs items={crumbs} />
      <Page />
    </CrumbLabelsContext.Provider>
  );
}
