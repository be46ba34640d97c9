import { MONTHS_GENITIVE } from '../../shared/format';
import { MESSAGES, validateValue, type RuleSpec } from '../../shared/validation';
import { isCompletePhone, isEmptyPhone, normalizePhone, type FieldErrors } from '../auth';
import type { BuyerField, BuyerValues, Quantities, ShowKind, TicketOrderStatus, TicketTier } from './types';

/** Tickets in one order, over all its tiers (the server's limit). */
export const MAX_PER_ORDER = 10;
/** How long an unpaid order holds its seats, in minutes. */
export const HOLD_MINUTES = 15;

export const KIND_NAMES: Record<ShowKind, string> = {
  concert: 'Концерт',
  performance: 'Спектакль',
  gala: 'Гала-концерт',
};

export const STATUS_NAMES: Record<TicketOrderStatus, string> = {
  held: 'Ждёт оплаты',
  awaiting_payment: 'Оплата в кассе',
  paid: 'Оплачен',
  cancelled: 'Отменён',
  expired: 'Бронь истекла',
  refunded: 'Возврат',
};

const WEEKDAYS = ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'];
const MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** A show's local start `2026-12-12T19:00` as «12 декабря, суббота, 19:00». */
export function showMoment(startsAt: string, withWeekday = true): string {
  const m = MOMENT.exec(startsAt);
  if (!m) return startsAt;
  const [, y, mo, d, h, mi] = m;
  const weekday = WEEKDAYS[new Date(Number(y), Number(mo) - 1, Number(d)).getDay()] ?? '';
  return `${Number(d)} ${MONTHS_GENITIVE[Number(mo) - 1] ?? ''}${withWeekday ? `, ${weekday}` : ''}, ${h}:${mi}`;
}

/**
 * A show page's title (before « — product») and description, as the server writes them on a full
 * load (server/src/tickets/pages.cpp): «Title — 15 декабря 2026, 19:00, City».
 */
export function showHead(show: {
  title: string;
  summary: string;
  starts_at: string;
  age_rating: string;
  place: { name: string; city: { name: string } };
}): { name: string; description: string } {
  const m = MOMENT.exec(show.starts_at);
  const when = m ? `${Number(m[3])} ${MONTHS_GENITIVE[Number(m[2]) - 1] ?? ''} ${m[1]}, ${m[4]}:${m[5]}` : show.starts_at;
  return {
    name: `${show.title} — ${when}, ${show.place.city.name}`,
    description: `${show.summary}. ${when}, ${show.place.name}. ${show.age_rating}. Билеты онлайн и в кассе.`,
  };
}

/** Tickets chosen over all tiers. */
export function ticketCount(quantities: Quantities): number {
  return Object.values(quantities).reduce((sum, n) => sum + (n > 0 ? n : 0), 0);
}

/** The price of the chosen tickets before a promo code. */
export function orderSum(tiers: readonly Pick<TicketTier, 'id' | 'price'>[], quantities: Quantities): number {
  return tiers.reduce((sum, tier) => sum + tier.price * (quantities[tier.id] ?? 0), 0);
}

/**
 * The most tickets of a tier the buyer may still pick: its seats left, and what the order's
 * limit leaves beside the other tiers' tickets.
 */
export function maxFor(tier: Pick<TicketTier, 'id' | 'places_left' | 'on_sale'>, quantities: Quantities): number {
  if (!tier.on_sale) return 0;
  const others = ticketCount(quantities) - (quantities[tier.id] ?? 0);
  return Math.max(0, Math.min(tier.places_left, MAX_PER_ORDER - others));
}

/** Quantities with a tier's set to `value`, kept between 0 and what it may take. */
export function setQuantity(tier: Pick<TicketTier, 'id' | 'places_left' | 'on_sale'>, quantities: Quantities, value: number): Quantities {
  const n = Math.max(0, Math.min(Math.trunc(Number.isFinite(value) ? value : 0), maxFor(tier, quantities)));
  const next = { ...quantities };
  if (n === 0) delete next[tier.id];
  else next[tier.id] = n;
  return next;
}

const rules = (max: number, required: boolean, format: RuleSpec[] = []): RuleSpec[] => [
  { rule: 'max', arg: max },
  ...(required ? [{ rule: 'required' }] : []),
  ...format,
];

const PROMO = /^[A-Z0-9-]{2,30}$/;

/** The purchase form's checks before any call, as the server makes them (length first). */
export function validatePurchase(values: BuyerValues, quantities: Quantities): FieldErrors<BuyerField> {
  const errors: FieldErrors<BuyerField> = {};
  const count = ticketCount(quantities);
  if (count === 0) errors.lines = 'Выберите хотя бы один билет';
  else if (count > MAX_PER_ORDER) errors.lines = `В одном заказе не больше ${MAX_PER_ORDER} билетов`;
  const name = validateValue(values.buyer_name.trim(), rules(100, true));
  if (name) errors.buyer_name = name;
  const email = validateValue(values.email.trim(), rules(254, true, [{ rule: 'email' }]));
  if (email) errors.email = email;
  if (isEmptyPhone(values.phone)) errors.phone = MESSAGES.required;
  else if (!isCompletePhone(values.phone)) errors.phone = 'Некорректный номер телефона';
  const promo = values.promo_code.trim().toUpperCase();
  if (promo.length > 30) errors.promo_code = 'Промокод не длиннее 30 символов';
  else if (promo && !PROMO.test(promo)) errors.promo_code = 'Промокод — латинские буквы, цифры и дефис';
  if (!values.consent) errors.consent = 'Нужно согласие на обработку персональных данных';
  return errors;
}

/** The body of `POST /api/tickets/orders` (the buyer's name is `name`). */
export function purchaseBody(show: string, values: BuyerValues, quantities: Quantities): Record<string, unknown> {
  const promo = values.promo_code.trim().toUpperCase();
  return {
    show,
    lines: Object.entries(quantities)
      .filter(([, n]) => n > 0)
      .map(([tier, quantity]) => ({ tier_id: Number(tier), quantity })),
    name: values.buyer_name.trim(),
    email: values.email.trim(),
    phone: normalizePhone(values.phone),
    ...(promo ? { promo_code: promo } : {}),
  };
}

/** Which form field shows a server error of `field`. */
export function purchaseFieldOf(field: string): BuyerField | null {
  if (field.startsWith('lines') || field === 'tier_id' || field === 'quantity') return 'lines';
  if (field === 'name') return 'buyer_name';
  const known: readonly string[] = ['email', 'phone', 'promo_code'];
  return known.includes(field) ? (field as BuyerField) : null;
}

/** Whole seconds from `now` until `until` (an ISO moment), never below 0; null: no such moment. */
export function secondsLeft(until: string | null, now: number): number | null {
  if (!until) return null;
  const end = Date.parse(until);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** A countdown `14:05` (minutes:seconds), hours shown when there are any: `1:02:03`. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.trunc(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(s % 60)}` : `${minutes}:${pad(s % 60)}`;
}
