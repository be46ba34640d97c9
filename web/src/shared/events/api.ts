import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, type ApiClient, type ApiResponse } from '../api/index';
import type { FiltersAnswer, ListAnswer, ListQuery } from './types';

/** A failed catalogue call: the server's Russian message and status. */
export class CatalogError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'CatalogError';
    this.status = status;
  }
}

/** The client never throws; TanStack Query wants a rejected promise for a failed call. */
function unwrap<T>(response: ApiResponse<T>): T {
  if (response.error || response.data === null) {
    throw new CatalogError(response.status, response.error?.message ?? 'Не удалось загрузить данные');
  }
  return response.data;
}

/** The public catalogue calls of docs/api.md. */
export function createCatalogApi(client: ApiClient = api) {
  return {
    filters: async (signal?: AbortSignal): Promise<FiltersAnswer> =>
      unwrap(await client.get<FiltersAnswer>('/api/event/filters', { signal })),
    list: async (query: ListQuery, signal?: AbortSignal): Promise<ListAnswer> =>
      unwrap(await client.get<ListAnswer>('/api/event/list', { query: { ...query }, signal })),
  };
}

export type CatalogApi = ReturnType<typeof createCatalogApi>;

export const catalogApi: CatalogApi = createCatalogApi();

/** Query keys of the catalogue (one factory, no ad-hoc strings). */
export const catalogKeys = {
  all: ['catalog'] as const,
  filters: () => [...catalogKeys.all, 'filters'] as const,
  list: (query: ListQuery) => [...catalogKeys.all, 'list', query] as const,
  pages: (query: Omit<ListQuery, 'page'>) => [...catalogKeys.all, 'pages', query] as const,
};

/** Filters change only with the handbooks: keep them for the visit. */
const FILTERS_STALE_MS = 30 * 60 * 1000;
const LIST_STALE_MS = 60 * 1000;

/** `GET /api/event/filters`; `enabled` is false until the filter panel first opens (spec section 7). */
export function useEventFilters(enabled = true) {
  return useQuery({
    queryKey: catalogKeys.filters(),
    queryFn: ({ signal }) => catalogApi.filters(signal),
    enabled,
    staleTime: FILTERS_STALE_MS,
  });
}

/** One page of `GET /api/event/list`. */
export function useEventList(query: ListQuery, enabled = true) {
  return useQuery({
    queryKey: catalogKeys.list(query),
    queryFn: ({ signal }) => catalogApi.list(query, signal),
    enabled,
    staleTime: LIST_STALE_MS,
  });
}

/** The list page by page for 'Показать ещё': every next page is appended to the ones shown. */
export function useEventPages(query: Omit<ListQuery, 'page'>) {
  return useInfiniteQuery({
    queryKey: catalogKeys.pages(query),
    queryFn: ({ pageParam, signal }) => catalogApi.list({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
    staleTime: LIST_STALE_MS,
    // While a new filter loads, the old results stay on screen (no blank flash).
    placeholderData: keepPreviousData,
  });
}
