import { parsePattern } from './patterns';
import { routesOfArea } from './registry';
import type { RouteDefinition, RouteParams } from './types';

export interface Crumb {
  label: string;
  name: string;
  params: RouteParams;
}

function prefixPattern(pattern: string, length: number): string {
  const parts = pattern.split('/').filter((p) => p !== '');
  return length === 0 ? '/' : `/${parts.slice(0, length).join('/')}/`;
}

/**
 * Breadcrumbs from the routes' pageName: the area's routes whose pattern is a prefix of this
 * route's pattern (root first), then the route itself. Shown only when there is more than one item.
 */
export function buildBreadcrumbs(route: RouteDefinition, params: RouteParams): Crumb[] {
  const byPattern = new Map(routesOfArea(route.area).map((r) => [r.pattern, r]));
  const depth = parsePattern(route.pattern).length;
  const crumbs: Crumb[] = [];
  for (let length = 0; length < depth; length += 1) {
    const parent = byPattern.get(prefixPattern(route.pattern, length));
    if (parent && parent.name !== route.name) crumbs.push({ label: parent.pageName, name: parent.name, params });
  }
  crumbs.push({ label: route.pageName, name: route.name, params });
  return crumbs;
}
