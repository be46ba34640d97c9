import type { ClassCard, Slot } from './types';

/**
 * The schedule's filters as the address carries them (`/raspisanie/?den=6&vozrast=7`): a weekday
 * 1-7 and a child's age. In the query, not the path: every combination is the same page, shared
 * as a link and drawn by the server, and the path stays the one the menu names.
 */
export interface ScheduleFilters {
  weekday?: number;
  age?: number;
}

export const DAY_PARAM = 'den';
export const AGE_PARAM = 'vozrast';

/** The ages the filter offers: the school's children, 4 to 17. */
export const SCHEDULE_AGES = Array.from({ length: 14 }, (_, i) => i + 4);

/** A whole number of at most two digits within [min, max], else nothing (checked by length first). */
function smallNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || value.length > 2 || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

/** The filters of an address's query; a value the API would refuse is left out. */
export function scheduleFiltersOf(search: string): ScheduleFilters {
  const query = new URLSearchParams(search);
  const filters: ScheduleFilters = {};
  const weekday = smallNumber(query.get(DAY_PARAM), 1, 7);
  if (weekday !== undefined) filters.weekday = weekday;
  const age = smallNumber(query.get(AGE_PARAM), 1, 99);
  if (age !== undefined) filters.age = age;
  return filters;
}

/** The query of filters for a link (`{den: 6, vozrast: 7}`). */
export function scheduleQuery(filters: ScheduleFilters): Record<string, number | undefined> {
  return { [DAY_PARAM]: filters.weekday, [AGE_PARAM]: filters.age };
}

export interface Lesson {
  slot: Slot;
  card: ClassCard;
}

export interface ScheduleDay {
  weekday: number;
  lessons: Lesson[];
}

/** Every lesson of the classes by weekday (Monday first), each day by start time and then by name. */
export function lessonsByDay(cards: readonly ClassCard[]): ScheduleDay[] {
  const days = new Map<number, Lesson[]>();
  for (const card of cards) {
    for (const slot of card.slots) {
      const day = days.get(slot.weekday) ?? [];
      day.push({ slot, card });
      days.set(slot.weekday, day);
    }
  }
  return [...days.entries()]
    .sort(([a], [b]) => a - b)
    .map(([weekday, lessons]) => ({
      weekday,
      lessons: lessons.sort((a, b) => a.slot.start.localeCompare(b.slot.start) || a.card.name.localeCompare(b.card.name, 'ru')),
    }));
}
