import { useQuery } from '@tanstack/react-query';
import { api, type ApiClient } from '../../shared/api';
import { pageDataError } from '../../shared/errors/pageDataError';
import type { PlatformError } from '../../shared/errors/platformError';
import type { Festival } from '../../shared/events/festival';

export function createFestivalApi(client: ApiClient = api) {
  return {
    festival: async (code: string, signal?: AbortSignal): Promise<Festival> => {
      const response = await client.get<Festival>(`/api/event/${encodeURIComponent(code)}`, { signal });
      if (response.error || !response.data) throw pageDataError(response.status, response.error?.message ?? 'Пустой ответ сервера');
      return response.data;
    },
  };
}

export const festivalApi = createFestivalApi();

export const festivalKeys = {
  all: ['festival'] as const,
  detail: (code: string) => [...festivalKeys.all, code] as const,
};

/** Places and prices change with orders: a minute old is fresh enough for a page view. */
const FESTIVAL_STALE_MS = 60 * 1000;

export function useFestival(code: string) {
  return useQuery<Festival, PlatformError>({
    queryKey: festivalKeys.detail(code),
    queryFn: ({ signal }) => festivalApi.festival(code, signal),
    staleTime: FESTIVAL_STALE_MS,
  });
}
