import { formatDate } from '../../shared/format/date';
import { formatPrice } from '../../shared/format/price';

/** 9 → «09:00». */
export function hourText(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** «12 декабря, 10:00–14:00». */
export function hoursText(day: string, start: number, end: number): string {
  return `${formatDate(day, 'day-month')}, ${hourText(start)}–${hourText(end)}`;
}

/** The server's rule (arenda::price_of): the hourly price times the hours, never above the day's. */
export function priceOf(priceHour: number, priceDay: number | null, hours: number): number {
  const byHours = priceHour * hours;
  return priceDay && priceDay > 0 ? Math.min(byHours, priceDay) : byHours;
}

/** «18 000 ₽ в час · 150 000 ₽ за день». */
export function tariffText(priceHour: number, priceDay: number | null): string {
  const hour = `${formatPrice(priceHour)} в час`;
  return priceDay ? `${hour} · ${formatPrice(priceDay)} за день` : hour;
}

/** YYYY-MM of a YYYY-MM-DD day, and the month after it. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

export function nextMonth(month: string): string {
  const [year = 0, m = 1] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}
