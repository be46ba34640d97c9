/**
 * Russian date display formats of spec section 3:
 * - day-month   `12 марта`
 * - only-date   `12.03.2026`
 * - year-month  `2026-03` (sortable key, used to group schedules by month)
 * - month-year  `март 2026`
 * Date-only strings (`2026-03-12`) are read as local calendar dates, not UTC midnight.
 */
export type DateFormat = 'day-month' | 'only-date' | 'year-month' | 'month-year';

export const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

export const MONTHS_NOMINATIVE = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
] as const;

const DATE_ONLY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function toDate(value: Date | string | number): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const m = DATE_ONLY_RE.exec(value.trim());
    if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatDate(value: Date | string | number | null | undefined, format: DateFormat): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!date) return '';
  const day = date.getDate();
  const month = date.getMonth();
  const year = date.getFullYear();
  switch (format) {
    case 'day-month':
      return `${day} ${MONTHS_GENITIVE[month]}`;
    case 'only-date':
      return `${pad(day)}.${pad(month + 1)}.${year}`;
    case 'year-month':
      return `${year}-${pad(month + 1)}`;
    case 'month-year':
      return `${MONTHS_NOMINATIVE[month]} ${year}`;
  }
}

/** `22.11.2026, 12:53` in the viewer's time zone (the server stores UTC). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date, 'only-date')}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
