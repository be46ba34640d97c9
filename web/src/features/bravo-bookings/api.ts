import { useQuery } from '@tanstack/react-query';
import { api, writeResult, type ApiClient, type ApiResponse } from '../../shared/api';
import { pageDataError } from '../../shared/errors/pageDataError';
import type { PlatformError } from '../../shared/errors/platformError';
import type { Booking, Child, Lessons } from './types';

function unwrap<T>(response: ApiResponse<T>): T {
  if (response.error || !response.data) throw pageDataError(response.status, response.error?.message ?? 'Пустой ответ сервера');
  return response.data;
}

/** The forms' own words when the server is out of reach or answers without its message. */
const TEXTS = {
  offline: 'Нет связи с сервером. Проверьте интернет и попробуйте ещё раз.',
  failed: 'Не получилось сохранить. Попробуйте ещё раз через минуту.',
};

const childPath = (id: number) => `/api/user/children/${id}`;

/** The school's booking calls of docs/api.md, "Bravo: bookings". */
export function createBookingsApi(client: ApiClient = api) {
  return {
    lessons: async (school: string, code: string, signal?: AbortSignal): Promise<Lessons> =>
      unwrap(await client.get<Lessons>(`/api/bravo/classes/${encodeURIComponent(school)}/${encodeURIComponent(code)}/lessons`, { signal })),
    book: async (body: Record<string, unknown>, domain: string | undefined) =>
      writeResult(await client.post<Booking>('/api/bravo/bookings', body, { query: { domain } }), TEXTS),
    /** A guest's booking confirmed by the code sent to its email or phone; it then holds its place. */
    verify: async (id: number, body: { code: string }, domain: string | undefined) =>
      writeResult(await client.post<Booking>(`/api/bravo/bookings/${id}/verify`, body, { query: { domain } }), TEXTS),
    children: async (signal?: AbortSignal): Promise<Child[]> =>
      unwrap(await client.get<{ items: Child[] }>('/api/user/children', { signal })).items,
    addChild: async (body: Record<string, unknown>) => writeResult(await client.post<Child>('/api/user/children', body), TEXTS),
    editChild: async (id: number, body: Record<string, unknown>) => writeResult(await client.put<Child>(childPath(id), body), TEXTS),
    removeChild: async (id: number) => writeResult(await client.delete<{ ok: boolean }>(childPath(id)), TEXTS),
    myBookings: async (signal?: AbortSignal): Promise<Booking[]> =>
      unwrap(await client.get<{ items: Booking[] }>('/api/user/bravo-bookings', { signal })).items,
    cancel: async (id: number) => writeResult(await client.post<Booking>(`/api/user/bravo-bookings/${id}/cancel`), TEXTS),
  };
}

export type BookingsApi = ReturnType<typeof createBookingsApi>;
export const bookingsApi = createBookingsApi();

export const bookingsKeys = {
  all: ['bravo-bookings'] as const,
  lessons: (school: string, code: string) => [...bookingsKeys.all, 'lessons', school, code] as const,
  children: () => [...bookingsKeys.all, 'children'] as const,
  mine: () => [...bookingsKeys.all, 'mine'] as const,
};

/** Places change with every booking: always asked when the form opens, never kept in a page. */
export function useLessons(school: string, code: string, enabled: boolean, client: BookingsApi = bookingsApi) {
  return useQuery<Lessons, PlatformError>({
    queryKey: bookingsKeys.lessons(school, code),
    queryFn: ({ signal }) => client.lessons(school, code, signal),
    staleTime: 0,
    enabled,
    meta: { personal: true },
  });
}

/** The account's children and bookings: the parent's own, asked each time the page opens. */
export function useChildren(enabled = true, client: BookingsApi = bookingsApi) {
  return useQuery<Child[], PlatformError>({
    queryKey: bookingsKeys.children(),
    queryFn: ({ signal }) => client.children(signal),
    staleTime: 0,
    enabled,
    meta: { personal: true },
  });
}

export function useMyBookings() {
  return useQuery<Booking[], PlatformError>({
    queryKey: bookingsKeys.mine(),
    queryFn: ({ signal }) => bookingsApi.myBookings(signal),
    staleTime: 0,
    meta: { personal: true },
  });
}
