import type { HallFilters } from './types';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SLUG = /^[a-z0-9-]{1,100}$/;
const DIGITS = /^\d{1,6}$/;

/** The catalogue's filters of an address's query; a value the server would refuse is left out. */
export function filtersOf(search: string): HallFilters {
  const query = new URLSearchParams(search);
  const filters: HallFilters = {};
  const city = query.get('city');
  if (city && SLUG.test(city)) filters.city = city;
  const capacity = query.get('capacity');
  if (capacity && DIGITS.test(capacity) && Number(capacity) >= 1) filters.capacity = Number(capacity);
  const date = query.get('date');
  if (date && DATE.test(date)) filters.date = date;
  const page = query.get('page');
  if (page && DIGITS.test(page) && Number(page) > 1) filters.page = Number(page);
  return filters;
}

/** The query of filters, `?city=moskva&capacity=100`; empty without any. */
export function searchOf(filters: HallFilters): string {
  const query = new URLSearchParams();
  if (filters.city) query.set('city', filters.city);
  if (filters.capacity) query.set('capacity', String(filters.capacity));
  if (filters.date) query.set('date', filters.date);
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
