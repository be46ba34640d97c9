import { formatDate, toDate } from '../../shared/format';

/**
 * An event's dates with the year, as a diploma and a result name them: «14 марта 2026»,
 * «12–14 марта 2026», «30 марта – 2 апреля 2026», «30 декабря 2025 – 2 января 2026».
 */
export function dateRange(start: string, end: string): string {
  const from = toDate(start);
  const to = toDate(end) ?? from;
  if (!from || !to) return '';
  const year = ` ${to.getFullYear()}`;
  if (from.getTime() === to.getTime()) return `${formatDate(from, 'day-month')}${year}`;
  if (from.getFullYear() !== to.getFullYear())
    return `${formatDate(from, 'day-month')} ${from.getFullYear()} – ${formatDate(to, 'day-month')}${year}`;
  if (from.getMonth() === to.getMonth()) return `${from.getDate()}–${formatDate(to, 'day-month')}${year}`;
  return `${formatDate(from, 'day-month')} – ${formatDate(to, 'day-month')}${year}`;
}

/** A day with its year: «14 марта 2026». */
export function dayText(value: string): string {
  const date = toDate(value);
  return date ? `${formatDate(date, 'day-month')} ${date.getFullYear()}` : '';
}

/** Today in the visitor's time zone, YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
