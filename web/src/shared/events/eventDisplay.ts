import { formatDate, formatPrice, toDate } from '../format/index';
import { countRu } from '../format/plural';
import type { CartEvent, EventType } from './types';

/** Russian names of the event types (the card's label). */
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  festival: 'Фестиваль',
  contest: 'Конкурс',
  final: 'Финал',
  casting: 'Кастинг',
  forum: 'Форум',
  camp: 'Творческая смена',
  intensive: 'Интенсив',
  project: 'Проект',
};

/**
 * Dates of an event in the spec's day-month format: `12 марта`, `12–14 марта`,
 * `30 марта – 2 апреля`; the year is added when the event ends in another year than today's.
 */
export function formatDateRange(start: string, end: string, today: Date = new Date()): string {
  const from = toDate(start);
  const to = toDate(end) ?? from;
  if (!from || !to) return '';
  const year = to.getFullYear() !== today.getFullYear() ? ` ${to.getFullYear()}` : '';
  const sameDay = from.getTime() === to.getTime();
  if (sameDay) return `${formatDate(from, 'day-month')}${year}`;
  if (from.getFullYear() !== to.getFullYear()) {
    return `${formatDate(from, 'day-month')} ${from.getFullYear()} – ${formatDate(to, 'day-month')} ${to.getFullYear()}`;
  }
  if (from.getMonth() === to.getMonth()) return `${from.getDate()}–${formatDate(to, 'day-month')}${year}`;
  return `${formatDate(from, 'day-month')} – ${formatDate(to, 'day-month')}${year}`;
}

/** At most this many places left counts as 'few places'. */
export const FEW_PLACES = 10;

export type PlacesState = 'sold-out' | 'few' | 'open';

export function placesState(placesLeft: number): PlacesState {
  if (placesLeft <= 0) return 'sold-out';
  return placesLeft <= FEW_PLACES ? 'few' : 'open';
}

const PLACES: readonly [string, string, string] = ['место', 'места', 'мест'];

/** `Мест нет`, `Осталось 3 места`, `Свободно 37 мест`. */
export function placesText(placesLeft: number): string {
  switch (placesState(placesLeft)) {
    case 'sold-out':
      return 'Мест нет';
    case 'few':
      return `Осталось ${countRu(placesLeft, PLACES)}`;
    case 'open':
      return `Свободно ${countRu(placesLeft, PLACES)}`;
  }
}

/** `от 4 500 ₽` for the participation fee; a free event says so. */
export function priceText(event: Pick<CartEvent, 'price_participation'>): string {
  return event.price_participation > 0 ? `от ${formatPrice(event.price_participation)}` : 'Участие бесплатно';
}

/** The city, or `Онлайн` for an event without a place. */
export function placeText(event: Pick<CartEvent, 'place'>): string {
  return event.place.city ?? 'Онлайн';
}
