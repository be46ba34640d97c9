/**
 * The school «Браво» in the admin (decision 0042, section school): its Russian words, shared by the
 * lists, forms and the menu.
 */
export const SCHOOL_TITLE = 'Школа';

/** A choice of a select input. */
interface Choice<T> {
  id: T;
  name: string;
}

/** Weekdays as the API numbers them: 1 Monday to 7 Sunday. */
export const WEEKDAYS: Choice<number>[] = [
  { id: 1, name: 'Понедельник' },
  { id: 2, name: 'Вторник' },
  { id: 3, name: 'Среда' },
  { id: 4, name: 'Четверг' },
  { id: 5, name: 'Пятница' },
  { id: 6, name: 'Суббота' },
  { id: 7, name: 'Воскресенье' },
];

export const LEVELS: Choice<string>[] = [
  { id: 'beginner', name: 'Начальный' },
  { id: 'middle', name: 'Средний' },
  { id: 'advanced', name: 'Продвинутый' },
];

export const COURSE_KINDS: Choice<string>[] = [
  { id: 'intensive', name: 'Интенсив' },
  { id: 'term', name: 'Курс на сезон' },
];

export function weekdayName(weekday: number): string {
  return WEEKDAYS.find((day) => day.id === weekday)?.name ?? `День ${weekday}`;
}

export function levelName(level: string): string {
  return LEVELS.find((item) => item.id === level)?.name ?? level;
}

export function courseKindName(kind: string): string {
  return COURSE_KINDS.find((item) => item.id === kind)?.name ?? kind;
}

/** «год», «года» or «лет» after a number. */
function years(n: number): string {
  const tens = n % 100;
  const last = n % 10;
  if (tens >= 11 && tens <= 14) return 'лет';
  if (last === 1) return 'год';
  if (last >= 2 && last <= 4) return 'года';
  return 'лет';
}

/** «6–10 лет», «7 лет». */
export function agesText(min: number, max: number): string {
  return min === max ? `${min} ${years(min)}` : `${min}–${max} ${years(max)}`;
}

/** A weekly lesson as the API answers it (`/api/admin/bravo-slots`). */
export interface Lesson {
  id: number;
  class_id: number;
  weekday: number;
  start: string;
  end: string;
  room_id: number | null;
}

/** «Суббота, 11:00–12:00». */
export function lessonWhen(lesson: Pick<Lesson, 'weekday' | 'start' | 'end'>): string {
  return `${weekdayName(lesson.weekday)}, ${lesson.start}–${lesson.end}`;
}

/** The week's order: by day, then by start ("HH:MM" sorts as text). */
export function compareLessons(a: Lesson, b: Lesson): number {
  return a.weekday - b.weekday || a.start.localeCompare(b.start) || a.id - b.id;
}
