import { formatDate, formatPrice, MONTHS_NOMINATIVE } from '../../shared/format';
import type { AdminRental, RentalStatus } from './types';

/** The section's name in the menu (not one of the spec's admin pages: the label is ours). */
export const RENTALS_TITLE = 'Аренда';
export const RENTAL_LIST_TITLE = 'Заявки на аренду';
export const RENTAL_CALENDAR_TITLE = 'Календарь аренды';
/** The calendar's address, apart from the resource's (`/rentals/…` would light the list's menu line too). */
export const RENTAL_CALENDAR_PATH = '/rentals-calendar';

export const RENTAL_STATUS_LABELS: Record<RentalStatus, string> = {
  new: 'Новая',
  confirmed: 'Подтверждена',
  declined: 'Отклонена',
  cancelled: 'Отменена',
};

/** A status the server adds later reads as its code rather than breaking the list. */
export function rentalStatusLabel(status: string): string {
  return Object.hasOwn(RENTAL_STATUS_LABELS, status) ? RENTAL_STATUS_LABELS[status as RentalStatus] : status;
}

export const RENTAL_STATUS_CHOICES = (Object.keys(RENTAL_STATUS_LABELS) as RentalStatus[]).map((id) => ({
  id,
  name: rentalStatusLabel(id),
}));

/**
 * The moves the server allows (`arenda::may_move`): a new request is confirmed or declined once,
 * a confirmed rental may be cancelled; a declined or cancelled one stays as it is.
 */
const MOVES: Record<RentalStatus, readonly RentalStatus[]> = {
  new: ['confirmed', 'declined'],
  confirmed: ['cancelled'],
  declined: [],
  cancelled: [],
};

export function rentalMoves(status: string): readonly RentalStatus[] {
  return Object.hasOwn(MOVES, status) ? MOVES[status as RentalStatus] : [];
}

/** What the button of a move says. */
export const MOVE_LABELS: Record<RentalStatus, string> = {
  new: 'Вернуть в новые',
  confirmed: 'Подтвердить',
  declined: 'Отклонить',
  cancelled: 'Отменить аренду',
};

/** `10:00`: hours are whole, 0-24. */
export function hourText(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** `10:00–14:00`. */
export function hoursText(rental: Pick<AdminRental, 'start_hour' | 'end_hour'>): string {
  return `${hourText(rental.start_hour)}–${hourText(rental.end_hour)}`;
}

/** `12 декабря 2026`. */
export function dayText(day: string): string {
  const text = formatDate(day, 'day-month');
  return text === '' ? day : `${text} ${day.slice(0, 4)}`;
}

/** `12 декабря 2026, 10:00–14:00`. */
export function rentalWhen(rental: Pick<AdminRental, 'day' | 'start_hour' | 'end_hour'>): string {
  return `${dayText(rental.day)}, ${hoursText(rental)}`;
}

/** `Камерный зал · Культурный центр «Меридиан»`. */
export function hallLine(rental: Pick<AdminRental, 'hall'>): string {
  return [rental.hall.name, rental.hall.venue].filter(Boolean).join(' · ');
}

/** `26 000 ₽`. */
export function rentalPrice(price: number | null | undefined): string {
  return formatPrice(price) || '—';
}

/** `Декабрь 2026` for `2026-12`. */
export function monthTitle(month: string): string {
  const index = Number(month.slice(5, 7)) - 1;
  const name = MONTHS_NOMINATIVE[index] ?? month;
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${month.slice(0, 4)}`;
}
