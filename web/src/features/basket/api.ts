import { api, toFormData, type ApiClient, type ApiResponse } from '../../shared/api';
import type { Festival } from '../../shared/events/festival';
import type { Cart, CartChange, ConfirmedOrder, ServicesAnswer } from './types';

/** The basket calls of docs/api.md ("Basket and orders"); the client never throws. */
export function createBasketApi(client: ApiClient = api) {
  return {
    get: (): Promise<ApiResponse<Cart>> => client.get<Cart>('/api/cart/'),
    change: (change: CartChange): Promise<ApiResponse<Cart>> => client.post<Cart>('/api/cart/', change),
    upload: (serviceId: number, paramId: number, file: Blob): Promise<ApiResponse<Cart>> =>
      client.post<Cart>('/api/cart/file/', toFormData({ service_id: serviceId, param_id: paramId, file })),
    confirm: (): Promise<ApiResponse<ConfirmedOrder>> => client.post<ConfirmedOrder>('/api/cart/confirm/'),
    /** Public: the services catalogue (guests' basket, the services pages). */
    services: (signal?: AbortSignal): Promise<ApiResponse<ServicesAnswer>> => client.get<ServicesAnswer>('/api/services', { signal }),
    /** Public: one festival by code (guests' basket). */
    event: (code: string, signal?: AbortSignal): Promise<ApiResponse<Festival>> =>
      client.get<Festival>(`/api/event/${encodeURIComponent(code)}`, { signal }),
  };
}

export type BasketApi = ReturnType<typeof createBasketApi>;

/** Query keys of the basket (one factory, no ad-hoc strings). */
export const basketKeys = {
  /** The signed-in user's server basket (`GET /api/cart/`), written by the basket store. */
  cart: ['basket', 'cart'] as const,
  services: ['basket', 'services'] as const,
  event: (code: string) => ['basket', 'event', code] as const,
};

export const basketApi: BasketApi = createBasketApi();
