import { getRoute } from '../../routes/registry';
import { matchPattern } from '../../routes/patterns';
import { EMPTY_FILTERS, LIST_ROUTE, ALL_ROUTE, parseFilterPath, type FilterState } from './filterPath';
import type { FilterDefinition } from '../../shared/events/types';

/** The filters of a festivals list URL (path and query), or no filter on any other page. */
export function filtersOfLocation(pathname: string, search: string, definitions: readonly FilterDefinition[]): FilterState {
  const query = new URLSearchParams(search);
  if (matchPattern(getRoute(ALL_ROUTE).pattern, pathname)) return parseFilterPath([], query, definitions).state;
  const params = matchPattern(getRoute(LIST_ROUTE).pattern, pathname);
  const entries = params?.['filters'];
  if (!Array.isArray(entries)) return EMPTY_FILTERS;
  return parseFilterPath(entries, query, definitions).state;
}
