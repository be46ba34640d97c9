import { individualPrice } from '../../features/bravo-bookings/discount';
import { formatDate } from '../../shared/format';
import { bookingPrice, weekdayText } from './labels';
import type { AdminBooking, BookingClass, BookingMove } from './types';

/** A lesson of the class as the select offers it: `суббота, 5 декабря, 13:00–14:00 · Музыкальный класс · мест: 4`. */
export function lessonOption(
  lesson: { date: string; start: string; end: string; room: string | null; places_left: number },
  current: boolean,
): string {
  const weekday = weekdayText(lesson.date);
  const parts = [
    `${weekday}, ${formatDate(lesson.date, 'day-month')}, ${lesson.start}–${lesson.end}`,
    lesson.room,
    current ? 'сейчас здесь' : lesson.places_left > 0 ? `мест: ${lesson.places_left}` : 'мест нет',
  ];
  return parts.filter(Boolean).join(' · ');
}

/** What the booking would cost after the move, priced as the server will price it (decision 0043). */
export function movedPrice(booking: AdminBooking, schoolClass: BookingClass, move: BookingMove | null): string | null {
  if (move === null) return null;
  if (booking.kind === 'trial_lesson') return bookingPrice({ kind: booking.kind, price: 0, discount_percent: 0 });
  if (booking.kind === 'enrolment') return bookingPrice({ kind: booking.kind, price: schoolClass.prices.month, discount_percent: 0 });
  if (!('time' in move)) return null;
  const price = individualPrice(schoolClass.prices.individual, move.date, move.time);
  return bookingPrice({ kind: booking.kind, price: price.amount, discount_percent: price.discount });
}
