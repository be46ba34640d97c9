import type { FiltersAnswer } from '../../../shared/events/types';

/** The cities of the public filter list (`GET /api/event/filters`) as select choices, 'all' left out. */
export function cityChoices(answer: FiltersAnswer | undefined): { id: number; name: string }[] {
  const city = answer?.filters.find((filter) => filter.code === 'city');
  return (city?.Values ?? []).filter((value) => value.type === 'value').map((value) => ({ id: value.id, name: value.title }));
}
