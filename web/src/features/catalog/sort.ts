import type { ListSort } from './types';

/** Sort orders of the list (`sort` of `GET /api/event/list`), with their Russian names. */
export const SORTS: readonly { value: ListSort; label: string }[] = [
  { value: 'date', label: 'Сначала ближайшие' },
  { value: 'price', label: 'Сначала дешевле' },
  { value: 'places', label: 'Больше свободных мест' },
];

/** The `sort` query parameter of the page; anything else is the default, by date. */
export function sortOf(value: string | null): ListSort {
  return SORTS.some((s) => s.value === value) ? (value as ListSort) : 'date';
}
