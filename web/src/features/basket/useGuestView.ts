import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CartEvent } from '../../shared/events/types';
import { useEventFilters } from '../../shared/events/api';
import { basketApi, basketKeys } from './api';
import { guestCartView } from './cartMerge';
import type { Cart, CartFile, GuestCart, Service, ServiceParamOption, ServicesAnswer } from './types';
import type { Festival } from '../../shared/events/festival';

const PUBLIC_STALE_MS = 60 * 1000;

async function unwrap<T>(promise: Promise<{ data: T | null; error: { message: string } | null }>): Promise<T> {
  const response = await promise;
  if (!response.data) throw new Error(response.error?.message ?? 'Не удалось загрузить данные');
  return response.data;
}

/** `GET /api/services`, shared by the guest basket and the services pages. */
export function useServices(enabled = true) {
  return useQuery({
    queryKey: basketKeys.services,
    queryFn: ({ signal }) => unwrap<ServicesAnswer>(basketApi.services(signal)),
    enabled,
    staleTime: PUBLIC_STALE_MS,
  });
}

function asCartEvent(festival: Festival): CartEvent {
  return {
    ...festival,
    place: { city: festival.place.city, address: festival.place.address },
    place_count: festival.places_left,
  };
}

/** One answer for all the festivals; a stable function, so TanStack Query memoises it. */
function combineFestivals(results: { data: Festival | undefined; isLoading: boolean }[]) {
  return { data: results.map((result) => result.data), loading: results.some((result) => result.isLoading) };
}

export interface GuestView {
  cart: Cart;
  loading: boolean;
  /** Creative types of the public filters: the guests' choices for creative_type params. */
  creativeTypes: ServiceParamOption[];
}

/**
 * The guest basket shown from public data (never the server basket): each festival from its page
 * call, services from the catalogue, creative types from the filters. Only while the panel is open.
 */
export function useGuestView(guest: GuestCart, files: ReadonlyMap<string, CartFile>, enabled: boolean): GuestView {
  const events = useQueries({
    queries: guest.events.map((item) => ({
      queryKey: basketKeys.event(item.code),
      queryFn: ({ signal }: { signal: AbortSignal }) => unwrap<Festival>(basketApi.event(item.code, signal)),
      enabled: enabled && item.code !== '',
      staleTime: PUBLIC_STALE_MS,
    })),
    combine: combineFestivals,
  });
  const services = useServices(enabled && guest.services.length > 0);
  const filters = useEventFilters(enabled && guest.services.length > 0);

  const cart = useMemo(() => {
    const byId = new Map<number, CartEvent>();
    for (const festival of events.data) if (festival) byId.set(festival.event_id, asCartEvent(festival));
    const serviceById = new Map<number, Service>((services.data?.items ?? []).map((service) => [service.id, service]));
    return guestCartView(guest, byId, serviceById, files);
  }, [guest, files, services.data, events.data]);

  const creativeTypes = useMemo(
    () =>
      (filters.data?.filters.find((filter) => filter.code === 'creative_type')?.Values ?? [])
        .filter((value) => value.type !== 'all')
        .map((value) => ({ value: value.code, title: value.title })),
    [filters.data],
  );

  return { cart, loading: events.loading || services.isLoading, creativeTypes };
}
