import { MONTHS_GENITIVE } from '../../shared/format/date';
import { pluralRu } from '../../shared/format/plural';
import type { ClassLevel, CourseKind, Slot } from './types';

/** Weekdays 1 (Monday) to 7, as the API numbers them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const WEEKDAY_NAMES = ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'] as const;
const WEEKDAY_SHORT = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const;
/** «в субботу»: the accusative after «в». */
const WEEKDAY_ON = ['в понедельник', 'во вторник', 'в среду', 'в четверг', 'в пятницу', 'в субботу', 'в воскресенье'] as const;

export const weekdayName = (weekday: number): string => WEEKDAY_NAMES[weekday - 1] ?? '';
export const weekdayShort = (weekday: number): string => WEEKDAY_SHORT[weekday - 1] ?? '';
export const weekdayOn = (weekday: number): string => WEEKDAY_ON[weekday - 1] ?? '';

const LEVELS: Record<ClassLevel, string> = {
  beginner: 'Начальный уровень',
  middle: 'Средний уровень',
  advanced: 'Продвинутый уровень',
};

export const levelName = (level: ClassLevel): string => LEVELS[level] ?? level;

const KINDS: Record<CourseKind, string> = { intensive: 'Интенсив', term: 'Курс на сезон' };

export const courseKindName = (kind: CourseKind): string => KINDS[kind] ?? kind;

const YEARS: readonly [string, string, string] = ['год', 'года', 'лет'];

/** «7–14 лет», «4–6 лет». */
export function ageRange(min: number, max: number): string {
  return `${min}–${max}\u00a0${pluralRu(max, YEARS)}`;
}

/** «7 лет» for the age filter. */
export function ageOf(age: number): string {
  return `${age}\u00a0${pluralRu(age, YEARS)}`;
}

/** «до 14 человек». */
export function groupOf(size: number): string {
  return `до ${size}\u00a0человек`;
}

/** «17:00–18:30». */
export function lessonTime(slot: Pick<Slot, 'start' | 'end'>): string {
  return `${slot.start}–${slot.end}`;
}

function parts(date: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/**
 * A course's dates: «12–16 января 2027», «30 декабря 2026 – 3 января 2027», «11 января – 20 мая
 * 2027». Read from the text, not through Date, so the server and the browser write the same.
 */
export function dateRange(start: string, end: string): string {
  const a = parts(start);
  const b = parts(end);
  if (!a || !b) return `${start} – ${end}`;
  const [y1, m1, d1] = a;
  const [y2, m2, d2] = b;
  const month = (m: number) => MONTHS_GENITIVE[m - 1] ?? '';
  if (y1 === y2 && m1 === m2) return d1 === d2 ? `${d1} ${month(m1)} ${y1}` : `${d1}–${d2} ${month(m1)} ${y1}`;
  if (y1 === y2) return `${d1} ${month(m1)} – ${d2} ${month(m2)} ${y2}`;
  return `${d1} ${month(m1)} ${y1} – ${d2} ${month(m2)} ${y2}`;
}

/** «АР» for «Анна Руденко»: the first letters of the first two words. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
