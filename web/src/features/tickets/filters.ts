import type { AfishaFilters, AgeRating } from './types';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SLUG = /^[a-z0-9-]{1,100}$/;
export const AGE_RATINGS: readonly AgeRating[] = ['0+', '6+', '12+', '16+', '18+'];

const isAge = (value: string): value is AgeRating => (AGE_RATINGS as readonly string[]).includes(value);

/** The afisha's filters of an address's query; a value the server would refuse is left out. */
export function filtersOf(search: string): AfishaFilters {
  const query = new URLSearchParams(search);
  const filters: AfishaFilters = {};
  const from = query.get('from');
  if (from && DATE.test(from)) filters.from = from;
  const to = query.get('to');
  if (to && DATE.test(to) && !(filters.from && to < filters.from)) filters.to = to;
  const city = query.get('city');
  if (city && SLUG.test(city)) filters.city = city;
  // A `+` of `12+` arrives as a space when the query was typed by hand.
  const age = query
    .get('age')
    ?.trim()
    .replace(/^(\d+)$/, '$1+');
  if (age && isAge(age)) filters.age = age;
  return filters;
}

/** The query of filters, `?from=2026-12-01&city=moskva&age=12%2B`; empty without any. */
export function searchOf(filters: AfishaFilters): string {
  const query = new URLSearchParams();
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (filters.city) query.set('city', filters.city);
  if (filters.age) query.set('age', filters.age);
  const text = query.toString();
  return text ? `?${text}` : '';
}
