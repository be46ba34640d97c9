import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { api } from '../../shared/api';
import type { OrdersDataProvider } from './calls';

export interface Choice {
  id: number | string;
  name: string;
}

const STALE_MS = 5 * 60 * 1000;

/** A page of the public catalogue list: events people can have ordered. */
interface EventListPage {
  items: { event_id: number; name: string; date: { start: string } }[];
  total: number;
}

const EVENT_PAGES = 5;
const PER_PAGE = 100;

/**
 * Events for the list's event filter. Order managers have no catalogue section, so the choices
 * come from the public catalogue, reaching back to 2000 so past festivals are there too (unpublished
 * events are not offered; decision 0016).
 */
export async function loadEventChoices(client = api): Promise<Choice[]> {
  const out: Choice[] = [];
  for (let page = 1; page <= EVENT_PAGES; page += 1) {
    const response = await client.get<EventListPage>('/api/event/list', {
      query: { 'date-min': '2000-01-01', per_page: PER_PAGE, page },
    });
    const items = response.data?.items ?? [];
    out.push(
      ...items.map((event) => ({
        id: event.event_id,
        name: `${event.name} (${event.date.start.split('-').reverse().join('.')})`,
      })),
    );
    if (!response.data || page * PER_PAGE >= response.data.total) break;
  }
  return out;
}

interface FiltersAnswer {
  filters: { code: string; Values: { id: number; type: string; title: string }[] }[];
}

/** Cities for the city filter, from the public filters (their ids are the cities' ids). */
export async function loadCityChoices(client = api): Promise<Choice[]> {
  const response = await client.get<FiltersAnswer>('/api/event/filters');
  const city = response.data?.filters.find((filter) => filter.code === 'city');
  return (city?.Values ?? []).filter((value) => value.type === 'value').map((value) => ({ id: value.id, name: value.title }));
}

export function useEventChoices() {
  return useQuery({
    queryKey: ['admin-orders', 'event-choices'],
    queryFn: () => loadEventChoices(),
    staleTime: STALE_MS,
  });
}

export function useCityChoices() {
  return useQuery({
    queryKey: ['admin-orders', 'city-choices'],
    queryFn: () => loadCityChoices(),
    staleTime: STALE_MS,
  });
}

export const UNASSIGNED = 'none';

/** The people orders can be assigned to; `none` picks the unassigned orders in the filter. */
export function useManagers() {
  const dataProvider = useDataProvider<OrdersDataProvider>();
  return useQuery({
    queryKey: ['admin-orders', 'managers'],
    queryFn: () => dataProvider.getOrderManagers(),
    staleTime: STALE_MS,
  });
}
