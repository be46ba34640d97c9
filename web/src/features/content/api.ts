import { useQuery } from '@tanstack/react-query';
import { api, type ApiClient, type ApiResponse } from '../../shared/api';
import type { PlatformError } from '../../shared/errors/platformError';
import { pageDataError } from '../../shared/errors/pageDataError';
import type { ContentPage } from './types';

function unwrap<T>(response: ApiResponse<T>): T {
  if (response.error || !response.data) throw pageDataError(response.status, response.error?.message ?? 'Пустой ответ сервера');
  return response.data;
}

/**
 * The public content calls of docs/api.md. `domain` names the area on local hosts (the server
 * reads the area from the host name elsewhere and ignores it).
 */
export function createContentApi(client: ApiClient = api) {
  return {
    page: async (path: string, domain: string | undefined, signal?: AbortSignal): Promise<ContentPage> =>
      unwrap(await client.get<ContentPage>('/api/content/page', { query: { path, domain }, signal })),
  };
}

export const contentApi = createContentApi();

export const contentKeys = {
  all: ['content'] as const,
  page: (domain: string | undefined, path: string) => [...contentKeys.all, 'page', domain ?? '', path] as const,
  list: (domain: string | undefined) => [...contentKeys.all, 'list', domain ?? ''] as const,
};

/** An editor's change shows at the next visit; within one, a minute old is fresh enough. */
const PAGE_STALE_MS = 60 * 1000;

export function useContentPage(path: string, domain: string | undefined) {
  return useQuery<ContentPage, PlatformError>({
    queryKey: contentKeys.page(domain, path),
    queryFn: ({ signal }) => contentApi.page(path, domain, signal),
    staleTime: PAGE_STALE_MS,
  });
}

/** `GET /api/content/pages`: the area's published pages, for its site map. */
export function usePublishedPages(domain: string | undefined) {
  return useQuery<{ path: string; title: string }[], PlatformError>({
    queryKey: contentKeys.list(domain),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ items: { path: string; title: string }[] }>('/api/content/pages', { query: { domain }, signal })).items,
    staleTime: PAGE_STALE_MS,
  });
}
