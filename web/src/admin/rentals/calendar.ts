import type { AdminRental } from './types';

const pad = (n: number) => String(n).padStart(2, '0');

/** Whether the text is a month, `YYYY-MM`. */
export function isMonth(text: string | null | undefined): text is string {
  return typeof text === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
}

/** The month of a date in the viewer's calendar, `YYYY-MM`. */
export function monthOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
}

/** The month `delta` months from `month` (negative: back). */
export function shiftMonth(month: string, delta: number): string {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1 + delta;
  return monthOf(new Date(year, index, 1));
}

/**
 * The month's weeks, Monday first: each week seven days as `YYYY-MM-DD`, null where the day falls
 * into the month before or after.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  const days = new Date(year, index + 1, 0).getDate();
  // getDay(): 0 is Sunday; Monday first makes it 6.
  const lead = (new Date(year, index, 1).getDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => `${month}-${pad(i + 1)}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The rentals by day, each day's in order of their hours (then the hall's name). */
export function rentalsByDay(items: readonly AdminRental[]): Map<string, AdminRental[]> {
  const out = new Map<string, AdminRental[]>();
  const sorted = [...items].sort(
    (a, b) => a.day.localeCompare(b.day) || a.start_hour - b.start_hour || a.hall.name.localeCompare(b.hall.name, 'ru') || a.id - b.id,
  );
  for (const rental of sorted) {
    const list = out.get(rental.day);
    if (list) list.push(rental);
    else out.set(rental.day, [rental]);
  }
  return out;
}

export const WEEKDAYS: readonly { short: string; full: string }[] = [
  { short: 'Пн', full: 'Понедельник' },
  { short: 'Вт', full: 'Вторник' },
  { short: 'Ср', full: 'Среда' },
  { short: 'Чт', full: 'Четверг' },
  { short: 'Пт', full: 'Пятница' },
  { short: 'Сб', full: 'Суббота' },
  { short: 'Вс', full: 'Воскресенье' },
];

/** The day's weekday, `Суббота`. */
export function weekdayOf(day: string): string {
  const date = new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return WEEKDAYS[(date.getDay() + 6) % 7]?.full ?? '';
}
