import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { CartEvent } from '../../shared/events/types';
import { useNotifications } from '../notifications';
import { basket as appBasket, basketCount, basketState, type BasketState, type BasketStore, type ChangeResult } from './basketStore';
import type { Cart, ParamValue } from './types';

/**
 * The basket for components: the store's own state (guest basket, panel) and the server basket
 * observed in the query cache. Observed only: the store loads it (on open, after login).
 */
export function useBasketState(store: BasketStore = appBasket): BasketState {
  const own = useSyncExternalStore(store.subscribeOwn, store.getOwnState, store.getServerOwnState);
  const { data: cart, isFetching } = useQuery<Cart>({ queryKey: store.cartQueryKey, enabled: false }, store.queryClient);
  return useMemo(() => basketState(own, cart, isFetching), [own, cart, isFetching]);
}

export interface BasketApiHook {
  /** Products in the basket (the header badge). */
  count: number;
  isOpen: boolean;
  open: () => void;
  close: () => void;
  hasEvent: (eventId: number) => boolean;
  hasService: (serviceId: number) => boolean;
  /** Adds a festival (guests: to the local basket); a refusal is shown as an error notification. */
  addEvent: (event: Pick<CartEvent, 'event_id' | 'code'>, count?: number) => Promise<boolean>;
  /** Adds a service, checked, with optional param values. */
  addService: (serviceId: number, params?: ParamValue[]) => Promise<boolean>;
  removeEvent: (eventId: number) => Promise<boolean>;
  removeService: (serviceId: number) => Promise<boolean>;
}

/**
 * The basket for any page: the header button, festival cards and pages, the services pages.
 * Everything goes through the one store, so the badge and the panel follow at once.
 */
export function useBasket(store: BasketStore = appBasket): BasketApiHook {
  const state = useBasketState(store);
  const { notify } = useNotifications();

  const report = useCallback(
    (result: ChangeResult): boolean => {
      if (!result.ok && result.message) notify({ type: 'error', text: result.message, time: 5000 });
      return result.ok;
    },
    [notify],
  );

  return useMemo(() => {
    const serverEvents = state.cart?.events ?? [];
    const serverServices = state.cart?.services ?? [];
    const server = state.mode === 'server';
    return {
      count: basketCount(state),
      isOpen: state.isOpen,
      open: () => store.open(),
      close: () => store.close(),
      hasEvent: (eventId) => (server ? serverEvents.some((e) => e.event_id === eventId) : state.guest.events.some((e) => e.id === eventId)),
      hasService: (serviceId) =>
        server ? serverServices.some((s) => s.service_id === serviceId) : state.guest.services.some((s) => s.id === serviceId),
      addEvent: async (event, count = 1) => report(await store.change({ events: [{ id: event.event_id, count, code: event.code }] })),
      addService: async (serviceId, params) =>
        report(
          await store.change({
            services: [params && params.length > 0 ? { id: serviceId, checked: true, params } : { id: serviceId, checked: true }],
          }),
        ),
      removeEvent: async (eventId) => report(await store.change({ events: [{ id: eventId, to_remove: true }] })),
      removeService: async (serviceId) => report(await store.change({ services: [{ id: serviceId, to_remove: true }] })),
    };
  }, [state, store, report]);
}
