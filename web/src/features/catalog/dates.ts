/** Calendar dates `YYYY-MM-DD` of the catalogue (local calendar, not UTC). */
const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A real calendar date in `YYYY-MM-DD` (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE_RE.exec(value);
  if (!m) return false;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return toIsoDate(date) === value;
}

/** The same day `months` later; the 31st of a shorter month becomes its last day. */
export function addMonths(date: Date, months: number): Date {
  const first = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const lastDay = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(date.getDate(), lastDay));
}

/** Spec sections 2 and 9: the inline panel's default range is today to about 18 months ahead. */
export const DEFAULT_RANGE_MONTHS = 18;

export interface DateRange {
  min: string;
  max: string;
}

export function defaultDateRange(today: Date = new Date()): DateRange {
  return { min: toIsoDate(today), max: toIsoDate(addMonths(today, DEFAULT_RANGE_MONTHS)) };
}
