import { useQuery } from '@tanstack/react-query';
import { api, writeResult, type ApiClient, type ApiResponse, type WriteResult } from '../../shared/api';
import { pageDataError } from '../../shared/errors/pageDataError';
import type { PlatformError } from '../../shared/errors/platformError';
import type { AfishaFilters, AfishaPage, PaymentMethod, PaymentStart, ShowDetail, TicketOrder } from './types';

function unwrap<T>(response: ApiResponse<T>): T {
  if (response.error || response.data === null) throw pageDataError(response.status, response.error?.message ?? 'Пустой ответ сервера');
  return response.data;
}

/** A list answered bare (`[...]`) or as `{items: [...]}`. */
function listOf<T>(response: ApiResponse<T[] | { items: T[] }>): T[] {
  const data = unwrap(response);
  return Array.isArray(data) ? data : Array.isArray(data.items) ? data.items : [];
}

export const TICKETS_TEXT = {
  offline: 'Нет связи с сервером. Проверьте интернет и попробуйте ещё раз.',
  failed: 'Не получилось оформить заказ. Попробуйте ещё раз через минуту.',
};

const segment = encodeURIComponent;

/** The afisha's and ticket orders' calls of docs/api.md, "Afisha and tickets", that the public app makes. */
export function createTicketsApi(client: ApiClient = api) {
  return {
    afisha: async (filters: AfishaFilters, signal?: AbortSignal): Promise<AfishaPage> => {
      const data = unwrap(
        await client.get<AfishaPage>('/api/afisha', {
          query: { from: filters.from, to: filters.to, city: filters.city, age: filters.age },
          signal,
        }),
      );
      return { items: Array.isArray(data.items) ? data.items : [], cities: Array.isArray(data.cities) ? data.cities : [] };
    },
    show: async (code: string, signal?: AbortSignal): Promise<ShowDetail> =>
      unwrap(await client.get<ShowDetail>(`/api/afisha/${segment(code)}`, { signal })),
    /** A new order held for 15 minutes: its number and access key (the guest's link). */
    place: async (body: Record<string, unknown>): Promise<WriteResult<TicketOrder>> =>
      writeResult(await client.post<TicketOrder>('/api/tickets/orders', body), TICKETS_TEXT),
    order: async (number: string, key: string | undefined, signal?: AbortSignal): Promise<TicketOrder> =>
      unwrap(await client.get<TicketOrder>(`/api/tickets/orders/${segment(number)}`, { query: { key }, signal })),
    /** The held order's payment: the provider's page to go to, or the box office's wait. */
    pay: async (number: string, key: string | undefined, method: PaymentMethod): Promise<WriteResult<PaymentStart>> =>
      writeResult(
        await client.post<PaymentStart>(`/api/tickets/orders/${segment(number)}/payment`, { method }, { query: { key } }),
        TICKETS_TEXT,
      ),
    /** The buyer's own cancellation of an unpaid order: the seats go back. */
    cancel: async (number: string, key: string | undefined): Promise<WriteResult<TicketOrder>> =>
      writeResult(await client.post<TicketOrder>(`/api/tickets/orders/${segment(number)}/cancel`, {}, { query: { key } }), TICKETS_TEXT),
    myTickets: async (signal?: AbortSignal): Promise<TicketOrder[]> =>
      listOf(await client.get<TicketOrder[] | { items: TicketOrder[] }>('/api/user/tickets', { signal })),
  };
}

/** An e-ticket's PDF: the buyer's account opens it without the key, a guest with the order's. */
export function ticketPdfUrl(code: string, key: string | undefined): string {
  return `/api/tickets/e-tickets/${segment(code)}${key ? `?key=${segment(key)}` : ''}`;
}

export type TicketsApi = ReturnType<typeof createTicketsApi>;
export const ticketsApi = createTicketsApi();

export const ticketsKeys = {
  all: ['tickets'] as const,
  afisha: (filters: AfishaFilters) => [...ticketsKeys.all, 'afisha', filters] as const,
  show: (code: string) => [...ticketsKeys.all, 'show', code] as const,
  order: (number: string) => [...ticketsKeys.all, 'order', number] as const,
  mine: () => [...ticketsKeys.all, 'mine'] as const,
};

/** Seats left change with every purchase: half a minute old is fresh enough for a list. */
const AFISHA_STALE_MS = 30 * 1000;

export function useAfisha(filters: AfishaFilters, client: TicketsApi = ticketsApi) {
  return useQuery<AfishaPage, PlatformError>({
    queryKey: ticketsKeys.afisha(filters),
    queryFn: ({ signal }) => client.afisha(filters, signal),
    staleTime: AFISHA_STALE_MS,
  });
}

export function useShow(code: string, client: TicketsApi = ticketsApi) {
  return useQuery<ShowDetail, PlatformError>({
    queryKey: ticketsKeys.show(code),
    queryFn: ({ signal }) => client.show(code, signal),
    staleTime: AFISHA_STALE_MS,
  });
}

/** An order as its buyer sees it: asked again every few seconds while it waits for a payment. */
export function useTicketOrder(number: string, key: string | undefined, client: TicketsApi = ticketsApi) {
  return useQuery<TicketOrder, PlatformError>({
    queryKey: ticketsKeys.order(number),
    queryFn: ({ signal }) => client.order(number, key, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'held' ? 10_000 : false),
    meta: { personal: true },
  });
}

export function useMyTickets(client: TicketsApi = ticketsApi) {
  return useQuery<TicketOrder[], PlatformError>({
    queryKey: ticketsKeys.mine(),
    queryFn: ({ signal }) => client.myTickets(signal),
    staleTime: 0,
    meta: { personal: true },
  });
}
