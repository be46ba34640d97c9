import { ageOn, KIND_NAMES, yearsText } from '../../features/bravo-bookings/rules';
import { formatDate, formatPrice } from '../../shared/format';
import type { AdminBooking, BookingKind, BookingStatus } from './types';

/** The list's title and its menu line, under the menu's heading «Школа». */
export const SCHOOL_BOOKINGS_TITLE = 'Записи на занятия';

/** A manager's words: a new booking waits for a call (the parent's account says «Ждёт подтверждения»). */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  new: 'Новая',
  confirmed: 'Подтверждена',
  cancelled: 'Отменена',
};

/** A status or kind the server adds later reads as its code rather than breaking the list. */
export function bookingStatusLabel(status: string): string {
  return Object.hasOwn(BOOKING_STATUS_LABELS, status) ? BOOKING_STATUS_LABELS[status as BookingStatus] : status;
}

export function bookingKindLabel(kind: string): string {
  return Object.hasOwn(KIND_NAMES, kind) ? KIND_NAMES[kind as BookingKind] : kind;
}

export const BOOKING_STATUS_CHOICES = (Object.keys(BOOKING_STATUS_LABELS) as BookingStatus[]).map((id) => ({
  id,
  name: bookingStatusLabel(id),
}));

/**
 * Whether a booking holds its place (`verified`): an account's booking at once; a guest's once the
 * parent enters the code sent by letter or SMS, or a manager confirms it.
 */
export const VERIFIED_CHOICES = [
  { id: 'true', name: 'Подтверждён' },
  { id: 'false', name: 'Не подтверждён' },
];

/** The «Контакт» fact of a booking: short for a verified one, what it means for the place otherwise. */
export function verifiedText(booking: Pick<AdminBooking, 'verified' | 'status'>): string {
  if (booking.verified) return 'Подтверждён';
  if (booking.status === 'new') return 'Не подтверждён: место не занято, пока родитель не введёт код или вы не подтвердите запись';
  return 'Не подтверждён';
}

/** The list's mark of a booking whose code was never entered. */
export const UNVERIFIED_MARK = 'Без кода';

export const BOOKING_KIND_CHOICES = (Object.keys(KIND_NAMES) as BookingKind[]).map((id) => ({ id, name: bookingKindLabel(id) }));

/** The moves the server allows (`may_move_to`): a new booking is confirmed or cancelled, a confirmed one cancelled. */
const MOVES: Record<BookingStatus, readonly BookingStatus[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['cancelled'],
  cancelled: [],
};

export function bookingMoves(status: string): readonly BookingStatus[] {
  return Object.hasOwn(MOVES, status) ? MOVES[status as BookingStatus] : [];
}

/** What the button of a move says. */
export const MOVE_LABELS: Record<BookingStatus, string> = {
  new: 'Вернуть в новые',
  confirmed: 'Подтвердить',
  cancelled: 'Отменить запись',
};

/** `14 марта 2027`. */
export function dayText(date: string): string {
  const text = formatDate(date, 'day-month');
  return text === '' ? date : `${text} ${date.slice(0, 4)}`;
}

const WEEKDAYS = ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'];

/** `суббота` of a YYYY-MM-DD date. */
export function weekdayText(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return Number.isNaN(day) ? '' : (WEEKDAYS[day] ?? '');
}

/** `14 марта 2027, 11:00`: the lesson's day and start. */
export function bookingWhen(booking: Pick<AdminBooking, 'date' | 'time'>): string {
  return `${dayText(booking.date)}, ${booking.time}`;
}

/** `Гитара · Музыкальная школа`. */
export function classLine(booking: Pick<AdminBooking, 'class'>): string {
  return [booking.class.name, booking.class.school.name].filter(Boolean).join(' · ');
}

/** The child's age on the lesson's day: `9 лет`. */
export function childAge(booking: Pick<AdminBooking, 'child' | 'date'>): string {
  if (!booking.child.birth_date || !booking.date) return '';
  const age = ageOn(booking.child.birth_date, booking.date);
  return age < 1 ? 'меньше года' : yearsText(age);
}

/** The weekday discount's mark, `−20 %` (a plain space, as prices have: the cells keep it on one line). */
export function discountMark(percent: number): string {
  return `−${percent} %`;
}

/**
 * The price kept with the booking: `бесплатно` for a trial lesson, `7 600 ₽ в месяц` for an
 * enrolment, `2 240 ₽ −20 %` for an individual lesson in the weekday window.
 */
export function bookingPrice(booking: Pick<AdminBooking, 'kind' | 'price' | 'discount_percent'>): string {
  if (booking.kind === 'trial_lesson') return 'бесплатно';
  const price = formatPrice(booking.price) || '—';
  if (booking.kind === 'enrolment') return `${price} в месяц`;
  return booking.discount_percent > 0 ? `${price} ${discountMark(booking.discount_percent)}` : price;
}
