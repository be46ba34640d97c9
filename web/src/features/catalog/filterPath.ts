/**
 * Festival list filters <-> the list's URL (docs/api.md, "Filter paths"): one path entry per
 * filter value, creative type `tvorchestvo-{slug}`, city `gorod-{slug}`, age category
 * `vozrast-{slug}` (the prefixes are the filters' `Url` from `GET /api/event/filters`), a tag its
 * own slug; canonical order creative type, city, age category, tags alphabetically. Search text
 * and dates go in the query as `search`, `date-min`, `date-max`.
 */
import type { HrefTarget } from '../../routes/href';
import { isIsoDate } from './dates';
import type { FilterDefinition, ListQuery } from '../../shared/events/types';

/** The select filters, in the canonical order of their path entries. */
export const SELECT_CODES = ['creative_type', 'city', 'age_category'] as const;
export type SelectCode = (typeof SELECT_CODES)[number];

/** The 'all' value of a select filter: no filter. */
export const ALL = 'all';

export interface FilterState {
  search: string;
  /** `YYYY-MM-DD` or null (the default range). */
  dateMin: string | null;
  dateMax: string | null;
  creative_type: string;
  city: string;
  age_category: string;
  /** Tag slugs, alphabetical. */
  tags: string[];
}

export const EMPTY_FILTERS: FilterState = {
  search: '',
  dateMin: null,
  dateMax: null,
  creative_type: ALL,
  city: ALL,
  age_category: ALL,
  tags: [],
};

export const LIST_ROUTE = 'events-festivals-filters';
/** `/festivals/` with no filter entry: every festival. */
export const ALL_ROUTE = 'events-festivals';

/** Search text longer than this is cut (the list call takes at most 200 characters). */
export const MAX_SEARCH = 200;

function definition(filters: readonly FilterDefinition[], code: string): FilterDefinition | undefined {
  return filters.find((f) => f.code === code);
}

function tagSlugs(filters: readonly FilterDefinition[]): Set<string> {
  return new Set((definition(filters, 'tags')?.Values ?? []).filter((v) => v.type === 'value').map((v) => v.code));
}

export interface ParsedPath {
  state: FilterState;
  /** Entries that name no filter value (or a second value of one select filter): the page is a 404. */
  unknown: string[];
}

/** Reads the path entries and the query against the filters answer. */
export function parseFilterPath(entries: readonly string[], query: URLSearchParams, filters: readonly FilterDefinition[]): ParsedPath {
  const state: FilterState = { ...EMPTY_FILTERS, tags: [] };
  const unknown: string[] = [];
  const tags = tagSlugs(filters);
  for (const entry of entries) {
    // A tag's own slug first, as the server reads it (a tag named like a prefix stays reachable).
    if (tags.has(entry)) {
      if (state.tags.includes(entry)) unknown.push(entry);
      else state.tags.push(entry);
      continue;
    }
    const code = SELECT_CODES.find((c) => {
      const prefix = definition(filters, c)?.Url;
      return prefix ? entry.startsWith(`${prefix}-`) && entry.length > prefix.length + 1 : false;
    });
    if (!code) {
      unknown.push(entry);
      continue;
    }
    const def = definition(filters, code)!;
    const slug = entry.slice(def.Url.length + 1);
    const known = def.Values.some((v) => v.type === 'value' && v.code === slug);
    if (!known || state[code] !== ALL) unknown.push(entry);
    else state[code] = slug;
  }
  state.tags.sort();
  const search = (query.get('search') ?? '').trim().slice(0, MAX_SEARCH);
  const dateMin = query.get('date-min');
  const dateMax = query.get('date-max');
  state.search = search;
  state.dateMin = dateMin !== null && isIsoDate(dateMin) ? dateMin : null;
  state.dateMax = dateMax !== null && isIsoDate(dateMax) ? dateMax : null;
  if (state.dateMin && state.dateMax && state.dateMax < state.dateMin) state.dateMax = null;
  return { state, unknown };
}

/** Path entries of a state in canonical order. */
export function toPathEntries(state: FilterState, filters: readonly FilterDefinition[]): string[] {
  const entries: string[] = [];
  for (const code of SELECT_CODES) {
    const prefix = definition(filters, code)?.Url;
    if (state[code] !== ALL && prefix) entries.push(`${prefix}-${state[code]}`);
  }
  return [...entries, ...[...state.tags].sort()];
}

/** The query part of the URL: only what is set. */
export function toUrlQuery(state: FilterState): Record<string, string | undefined> {
  return {
    search: state.search.trim() || undefined,
    'date-min': state.dateMin ?? undefined,
    'date-max': state.dateMax ?? undefined,
  };
}

/** Where applying the filters goes: the canonical list path (route name, params, query). */
export function filtersTarget(state: FilterState, filters: readonly FilterDefinition[]): HrefTarget {
  const entries = toPathEntries(state, filters);
  const query = toUrlQuery(state);
  return entries.length > 0 ? { name: LIST_ROUTE, params: { filters: entries }, query } : { name: ALL_ROUTE, query };
}

/** The `GET /api/event/list` query of a state (without page and sort). */
export function toListQuery(state: FilterState): ListQuery {
  const query: ListQuery = {};
  if (state.search.trim()) query.search = state.search.trim();
  for (const code of SELECT_CODES) if (state[code] !== ALL) query[code] = state[code];
  if (state.tags.length > 0) query.tags = [...state.tags];
  if (state.dateMin) query['date-min'] = state.dateMin;
  if (state.dateMax) query['date-max'] = state.dateMax;
  return query;
}

/** True when the entries are already in canonical order (else the page moves to the canonical URL, like the server's 301). */
export function isCanonical(entries: readonly string[], state: FilterState, filters: readonly FilterDefinition[]): boolean {
  const canonical = toPathEntries(state, filters);
  return canonical.length === entries.length && canonical.every((e, i) => e === entries[i]);
}
