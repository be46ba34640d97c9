import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiClient } from '../../shared/api';
import type { PlatformError } from '../../shared/errors/platformError';
import { pageDataError } from '../../shared/errors/pageDataError';
import type { Order } from './types';

/** A refused call that is not a page failure (a cancel the server refused): its Russian message. */
export class OrderActionError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'OrderActionError';
    this.status = status;
  }
}

const path = (number: string) => `/api/orders/${encodeURIComponent(number)}`;

/** The account's order calls of docs/api.md (a session is required). */
export function createOrdersApi(client: ApiClient = api) {
  return {
    list: async (signal?: AbortSignal): Promise<Order[]> => {
      const response = await client.get<Order[]>('/api/orders', { signal });
      if (response.error || !Array.isArray(response.data))
        throw pageDataError(response.status, response.error?.message ?? 'Не удалось загрузить заказы');
      return response.data;
    },
    /** Someone else's or an unknown number is 404 «Заказ не найден»: the error page shows it. */
    order: async (number: string, signal?: AbortSignal): Promise<Order> => {
      const response = await client.get<Order>(path(number), { signal });
      if (response.error || !response.data) throw pageDataError(response.status, response.error?.message ?? 'Не удалось загрузить заказ');
      return response.data;
    },
    cancel: async (number: string): Promise<Order> => {
      const response = await client.post<Order>(`${path(number)}/cancel`);
      if (response.error || !response.data)
        throw new OrderActionError(response.status, response.error?.message ?? 'Не удалось отменить заказ');
      return response.data;
    },
  };
}

export const ordersApi = createOrdersApi();

export const ordersKeys = {
  all: ['orders'] as const,
  list: () => [...ordersKeys.all, 'list'] as const,
  detail: (number: string) => [...ordersKeys.all, 'detail', number] as const,
};

/** A manager may move an order at any moment: always ask again when the page opens. */
export function useOrders() {
  return useQuery<Order[], PlatformError>({
    queryKey: ordersKeys.list(),
    queryFn: ({ signal }) => ordersApi.list(signal),
    staleTime: 0,
  });
}

export function useOrder(number: string) {
  return useQuery<Order, PlatformError>({
    queryKey: ordersKeys.detail(number),
    queryFn: ({ signal }) => ordersApi.order(number, signal),
    staleTime: 0,
    retry: false,
  });
}

/** Cancels an order; the answer (the cancelled order) replaces the cached one and the list reloads. */
export function useCancelOrder(number: string) {
  const queryClient = useQueryClient();
  return useMutation<Order, OrderActionError>({
    mutationFn: () => ordersApi.cancel(number),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(number), order);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.list() });
    },
  });
}
