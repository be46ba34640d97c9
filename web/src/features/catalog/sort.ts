import { useSearchParams } from 'react-router';
import type { ListSort } from '../../shared/events/types';

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

/** The page's sort from `?sort=`, and a setter that keeps the other query parameters and the scroll. */
export function useListSort(): [ListSort, (value: ListSort) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const change = (value: ListSort) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'date') next.delete('sort');
        else next.set('sort', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [sortOf(searchParams.get('sort')), change];
}
