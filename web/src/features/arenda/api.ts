import { useQuery } from '@tanstack/react-query';
import { api, writeResult, type ApiClient, type ApiResponse, type WriteResult } from '../../shared/api';
import { pageDataError } from '../../shared/errors/pageDataError';
import type { PlatformError } from '../../shared/errors/platformError';
import { RENTAL_TEXT } from './messages';
import type { BusyHours, CityOption, HallFilters, HallsPage, RentalBody, Venue } from './types';

function unwrap<T>(response: ApiResponse<T>): T {
  if (response.error || !response.data) throw pageDataError(response.status, response.error?.message ?? 'Пустой ответ сервера');
  return response.data;
}

export function createArendaApi(client: ApiClient = api) {
  return {
    halls: async (filters: HallFilters, signal?: AbortSignal): Promise<HallsPage> =>
      unwrap(
        await client.get<HallsPage>('/api/arenda/halls', {
          query: { city: filters.city, capacity: filters.capacity, date: filters.date, page: filters.page },
          signal,
        }),
      ),
    cities: async (signal?: AbortSignal): Promise<CityOption[]> =>
      unwrap(await client.get<{ items: CityOption[] }>('/api/arenda/cities', { signal })).items,
    venue: async (code: string, signal?: AbortSignal): Promise<Venue> =>
      unwrap(await client.get<Venue>(`/api/arenda/venues/${encodeURIComponent(code)}`, { signal })),
    busy: async (hall: string, month: string, signal?: AbortSignal): Promise<BusyHours[]> =>
      unwrap(await client.get<{ items: BusyHours[] }>(`/api/arenda/halls/${encodeURIComponent(hall)}/busy`, { query: { month }, signal }))
        .items,
    /** A rental request: saved with its number and the price by the hall's tariff. */
    send: async (body: RentalBody, domain: string | undefined): Promise<WriteResult<{ id: number; price: number }>> =>
      writeResult(await client.post<{ id: number; price: number }>('/api/rentals', body, { query: { domain } }), RENTAL_TEXT),
  };
}

export type ArendaApi = ReturnType<typeof createArendaApi>;

export const arendaApi = createArendaApi();

export const arendaKeys = {
  all: ['arenda'] as const,
  halls: (filters: HallFilters) => [...arendaKeys.all, 'halls', filters] as const,
  cities: () => [...arendaKeys.all, 'cities'] as const,
  venue: (code: string) => [...arendaKeys.all, 'venue', code] as const,
  busy: (hall: string, month: string) => [...arendaKeys.all, 'busy', hall, month] as const,
};

/** Halls change with admin edits, busy hours with confirmations: a minute old is fresh enough. */
const ARENDA_STALE_MS = 60 * 1000;

export function useHalls(filters: HallFilters) {
  return useQuery<HallsPage, PlatformError>({
    queryKey: arendaKeys.halls(filters),
    queryFn: ({ signal }) => arendaApi.halls(filters, signal),
    staleTime: ARENDA_STALE_MS,
  });
}

export function useCities() {
  return useQuery<CityOption[], PlatformError>({
    queryKey: arendaKeys.cities(),
    queryFn: ({ signal }) => arendaApi.cities(signal),
    staleTime: ARENDA_STALE_MS,
  });
}

export function useVenue(code: string) {
  return useQuery<Venue, PlatformError>({
    queryKey: arendaKeys.venue(code),
    queryFn: ({ signal }) => arendaApi.venue(code, signal),
    staleTime: ARENDA_STALE_MS,
  });
}

export function useBusy(hall: string, month: string) {
  return useQuery<BusyHours[], PlatformError>({
    queryKey: arendaKeys.busy(hall, month),
    queryFn: ({ signal }) => arendaApi.busy(hall, month, signal),
    staleTime: ARENDA_STALE_MS,
  });
}
