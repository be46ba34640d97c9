import type { DirectoryFilters, PeopleKind } from './types';

const SLUG = /^[a-z0-9-]{1,100}$/;
const PAGE = /^\d{1,4}$/;

/** The parameters a directory reads; `domain` and whatever else the address has are kept as they are. */
const KEYS = ['creative_type', 'city', 'kind', 'page'] as const;

/**
 * A directory's filters of an address's query (`?creative_type=vokal&city=moskva&kind=soloist&page=2`);
 * a value the server would refuse is left out, and `kind` counts for participants only.
 */
export function directoryFiltersOf(search: string, people: PeopleKind): DirectoryFilters {
  const query = new URLSearchParams(search);
  const filters: DirectoryFilters = {};
  const creativeType = query.get('creative_type');
  if (creativeType && SLUG.test(creativeType)) filters.creative_type = creativeType;
  const city = query.get('city');
  if (city && SLUG.test(city)) filters.city = city;
  const kind = query.get('kind');
  if (people === 'participants' && (kind === 'soloist' || kind === 'collective')) filters.kind = kind;
  const page = query.get('page');
  if (page && PAGE.test(page) && Number(page) > 1) filters.page = Number(page);
  return filters;
}

/**
 * The address's query with these filters instead of its own: `?creative_type=vokal&city=moskva`,
 * other parameters (the `domain` of local hosts) kept; empty when nothing is left.
 */
export function directorySearch(search: string, filters: DirectoryFilters): string {
  const query = new URLSearchParams(search);
  for (const key of KEYS) query.delete(key);
  if (filters.creative_type) query.set('creative_type', filters.creative_type);
  if (filters.city) query.set('city', filters.city);
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Whether any filter is chosen (the page is not one). */
export const hasFilters = (filters: DirectoryFilters): boolean => Boolean(filters.creative_type || filters.city || filters.kind);

/** Cards on a page when the block names no limit, and the most a page may have (the API's). */
export const DEFAULT_PER_PAGE = 24;
export const MAX_PER_PAGE = 48;

export function perPageOf(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_PER_PAGE;
  return Math.min(Math.max(Math.trunc(limit), 1), MAX_PER_PAGE);
}
